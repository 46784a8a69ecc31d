import type { FastifyInstance } from "fastify";
import { asc, count, eq } from "drizzle-orm";
import { route } from "../http/route";
import { noteEndpoints } from "@eln/shared/notes";
import { authenticateProjectAccess, authorizeProject, authorizeProjectRequest } from "../projects";
import { type NoteAccess, authorizeNoteRequest, authorizeNoteWithContentRequest, contentNow, noteTransaction } from "./noteAccess";
import { liveNotes } from "./liveNotes";
import { noteTags, tags } from "./schema";
import { loadPeople, presentListedNotes, presentSummaries } from "./notePresenter";
import { noteIsSigned, presentLock } from "../records";
import { loadStoredState } from "./noteVersions";
import { moveNoteToTrash } from "../trash";
import { spaces } from "../spaces/schema";
import { listNotes } from "./noteListQuery";
import { createNote, duplicateNote, renameNote, updateNoteTags } from "./noteCommands";
import { createTag, deleteTag, updateTag } from "./tagCommands";
import { noteVersionRoutes } from "./noteVersionRoutes";
import { pdfRoutes } from "../pdf";
import { createStorage } from "../attachments";


export async function noteRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  /**
   * The note's details; with `withContent` its text as JSON too (the live document's when it is
   * open, else `access.content`, the stored copy the access check brought along, else read).
   */
  async function presentDetail(access: NoteAccess & { content?: Record<string, unknown> | null }, withContent = false) {
    const live = withContent ? liveNotes(app.ctx).liveSnapshot(access.note.id, access.note.title) : null;
    // Independent reads, side by side on the pool.
    const [[summary], [space], content, people, signed] = await Promise.all([
      presentSummaries(db, [access.note]),
      db.select({ title: spaces.title }).from(spaces).where(eq(spaces.id, access.project.spaceId)),
      withContent ? contentNow(db, access.note.id, live, access.content) : undefined,
      loadPeople(db, [access.note.lockedBy]),
      noteIsSigned(db, access.note.id),
    ]);
    return {
      ...summary,
      spaceId: access.project.spaceId,
      spaceTitle: space?.title ?? "",
      projectTitle: access.project.title,
      ...(content ? { content } : {}),
      imported: access.note.importedAt
        ? { from: access.note.importedFrom, originalAuthor: access.note.originalAuthor, at: access.note.importedAt.toISOString(), by: summary.createdBy }
        : null,
      ...presentLock(access, people, signed),
      signed,
    };
  }

  route(app, noteEndpoints.list, async (req) => {
    const { access: found } = await authenticateProjectAccess(req, req.params.id);
    const access = authorizeProject(found, "project.read");
    const q = req.query;
    const page = await listNotes(db, {
      projectId: access.project.id,
      liveNoteCount: access.project.liveNoteCount,
      sort: q.sort,
      order: q.order,
      tagIds: q.tagIds,
      cursor: q.cursor,
      limit: q.limit,
      lang: q.lang,
    });
    return { items: presentListedNotes(page.rows), nextCursor: page.nextCursor, total: page.total };
  }, { config: { readCache: true } });

  route(app, noteEndpoints.create, async (req, reply) => {
    const { me: user, access } = await authorizeProjectRequest(req, req.params.id, "note.create");
    const note = await createNote(db, { projectId: access.project.id, title: req.body.title, userId: user.id });
    const [summary] = await presentSummaries(db, [note]);
    return reply.status(201).send(summary);
  });

  route(app, noteEndpoints.get, async (req) => {
    if (req.query.include !== "content") return presentDetail((await authorizeNoteRequest(req, req.params.id, "note.read")).access);
    const { access } = await authorizeNoteWithContentRequest(req, req.params.id, "note.read");
    return presentDetail(access, true);
  });

  // The stored document (the row's state plus acknowledged updates not yet compacted), so the page
  // shows the text while its live connection is still opening; the live sync then brings the rest.
  route(app, noteEndpoints.document, async (req, reply) => {
    const { access } = await authorizeNoteRequest(req, req.params.id, "note.read");
    const state = await loadStoredState(db, access.note.id);
    return reply.header("content-type", "application/octet-stream").header("cache-control", "private, no-store").send(Buffer.from(state));
  });

  route(app, noteEndpoints.update, async (req) => {
    const { me: user, access } = await authorizeNoteRequest(req, req.params.id, "note.update");
    if (req.body.title !== access.note.title) {
      access.note = await renameNote(db, access.note, req.body.title, user.id);
      liveNotes(app.ctx).noteChanged(access.note.id);
    }
    return presentDetail(access);
  });

  route(app, noteEndpoints.remove, async (req) => {
    const { me: user, access } = await authorizeNoteRequest(req, req.params.id, "note.delete");
    // To the space's trash (restorable for 30 days), recorded in the audit trail.
    await db.transaction((tx) => moveNoteToTrash(tx, access, user.id));
    liveNotes(app.ctx).closeNote(access.note.id);
    return { ok: true as const };
  });

  route(app, noteEndpoints.duplicate, async (req, reply) => {
    const { me: user, access } = await authorizeNoteRequest(req, req.params.id, "note.read");
    // Duplicating creates a note in the same project.
    authorizeProject(access, "note.create");
    const live = liveNotes(app.ctx).liveSnapshot(access.note.id, access.note.title);
    const note = await duplicateNote(db, createStorage(app.ctx.config), { sourceId: access.note.id, projectId: access.project.id, live, title: req.body.title, userId: user.id });
    const [summary] = await presentSummaries(db, [note]);
    return reply.status(201).send(summary);
  });

  route(app, noteEndpoints.setTags, async (req) => {
    // In the note's write transaction, which holds the note: a lock cannot come between the check and the tags.
    const access = await noteTransaction(req, req.params.id, "note.update", async (tx, a) => {
      await updateNoteTags(tx, { id: a.note.id, projectId: a.project.id }, req.body.tagIds);
      return a;
    });
    liveNotes(app.ctx).noteChanged(access.note.id);
    const [summary] = await presentSummaries(db, [access.note]);
    return { tags: summary.tags };
  });

  // ---- tags of a project ----

  route(app, noteEndpoints.projectTags, async (req) => {
    const { access } = await authorizeProjectRequest(req, req.params.id, "project.read");
    const rows = await db
      .select({ id: tags.id, title: tags.title, color: tags.color, noteCount: count(noteTags.noteId) })
      .from(tags)
      .leftJoin(noteTags, eq(noteTags.tagId, tags.id))
      .where(eq(tags.projectId, access.project.id))
      .groupBy(tags.id)
      .orderBy(asc(tags.title));
    return { items: rows.map((r) => ({ ...r, noteCount: Number(r.noteCount) })) };
  });

  route(app, noteEndpoints.createTag, async (req, reply) => {
    const { access } = await authorizeProjectRequest(req, req.params.id, "tag.write");
    const tag = await createTag(db, access.project.id, { title: req.body.title, color: req.body.color });
    return reply.status(201).send(tag);
  });

  route(app, noteEndpoints.updateTag, async (req) => {
    const { access } = await authorizeProjectRequest(req, req.params.id, "tag.write");
    return updateTag(db, access.project.id, req.params.tagId, { title: req.body.title, color: req.body.color });
  });

  route(app, noteEndpoints.removeTag, async (req) => {
    const { access } = await authorizeProjectRequest(req, req.params.id, "tag.write");
    await deleteTag(db, access.project.id, req.params.tagId);
    return { ok: true as const };
  });

  await app.register(noteVersionRoutes);
  await app.register(pdfRoutes);
}
