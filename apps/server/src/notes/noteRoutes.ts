import type { FastifyInstance } from "fastify";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { NoteLimits } from "@eln/shared/notes";
import { AppError } from "../http/AppError";
import { route } from "../http/route";
import { noteEndpoints } from "@eln/shared/notes";
import { authenticateProjectAccess, authorizeProject, authorizeProjectRequest } from "../projects";
import { type NoteAccess, authorizeNoteRequest } from "./noteAccess";
import { isUuid } from "../access/access";
import { liveNotes } from "./liveNotes";
import { noteTags, notes, tags } from "./schema";
import { loadPeople, presentListedNotes, presentSummaries } from "./notePresenter";
import { presentLock } from "../records";
import { loadStoredState } from "./noteVersions";
import { moveNoteToTrash } from "../trash";
import type { DbOrTx as Db } from "../db/client";
import { spaces } from "../spaces/schema";
import { listNotes } from "./noteListQuery";
import { createNote, duplicateNote, setNoteTags } from "./noteCommands";
import { noteVersionRoutes } from "./noteVersionRoutes";
import { pdfRoutes } from "../pdf";
import { isUniqueViolation } from "../db/isUniqueViolation";
import { deleteRowOr404 } from "../db/deleteRowOr404";


export async function noteRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  async function presentDetail(access: NoteAccess) {
    const [summary] = await presentSummaries(db, [access.note]);
    const live = liveNotes(app.ctx).liveSnapshot(access.note.id, access.note.title);
    const [space] = await db.select({ title: spaces.title }).from(spaces).where(eq(spaces.id, access.project.spaceId));
    return {
      ...summary,
      spaceId: access.project.spaceId,
      spaceTitle: space?.title ?? "",
      projectTitle: access.project.title,
      content: (live?.content ?? access.note.content) as Record<string, unknown>,
      ...presentLock(access, await loadPeople(db, [access.note.lockedBy])),
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
    const { access } = await authorizeNoteRequest(req, req.params.id, "note.read");
    return presentDetail(access);
  });

  // The stored document (the row's state plus acknowledged updates not yet compacted), so the page
  // shows the text while its live connection is still opening; the live sync then brings the rest.
  route(app, noteEndpoints.document, async (req, reply) => {
    const { access } = await authorizeNoteRequest(req, req.params.id, "note.read");
    const state = await loadStoredState(db, access.note.id, access.note.ydoc);
    return reply.header("content-type", "application/octet-stream").header("cache-control", "private, no-store").send(Buffer.from(state));
  });

  route(app, noteEndpoints.update, async (req) => {
    const { me: user, access } = await authorizeNoteRequest(req, req.params.id, "note.update");
    if (req.body.title !== access.note.title) {
      const [row] = await db
        .update(notes)
        .set({
          title: req.body.title,
          updatedAt: new Date(),
          updatedBy: user.id,
          dirtySince: sql`coalesce(${notes.dirtySince}, now())`,
          plainText: sql`${req.body.title} || substr(${notes.plainText}, length(${access.note.title}) + 1)`,
        })
        .where(eq(notes.id, access.note.id))
        .returning();
      access.note = row;
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
    const note = await duplicateNote(db, { sourceId: access.note.id, live, title: req.body.title, userId: user.id });
    const [summary] = await presentSummaries(db, [note]);
    return reply.status(201).send(summary);
  });

  route(app, noteEndpoints.setTags, async (req) => {
    const { access } = await authorizeNoteRequest(req, req.params.id, "note.update");
    await db.transaction(async (tx) => {
      await setNoteTags(tx, access.note.id, access.project.id, req.body.tagIds);
      await tx.update(notes).set({ dirtySince: sql`coalesce(${notes.dirtySince}, now())` }).where(eq(notes.id, access.note.id));
    });
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
    const [{ n }] = await db.select({ n: count() }).from(tags).where(eq(tags.projectId, access.project.id));
    if (Number(n) >= NoteLimits.tagsPerProject) throw new AppError("validation", "Too many tags in this project.");
    const tag = await withUniqueTagTitle(db, access.project.id, req.body.title, undefined, async () => {
      const [tag] = await db
        .insert(tags)
        .values({ projectId: access.project.id, title: req.body.title, color: req.body.color ?? "#1565c0" })
        .returning({ id: tags.id, title: tags.title, color: tags.color });
      return tag;
    });
    return reply.status(201).send(tag);
  });

  route(app, noteEndpoints.updateTag, async (req) => {
    const { access } = await authorizeProjectRequest(req, req.params.id, "tag.write");
    if (!isUuid(req.params.tagId)) throw new AppError("not_found", "Not found");
    return withUniqueTagTitle(db, access.project.id, req.body.title, req.params.tagId, async () => {
      const [tag] = await db
        .update(tags)
        .set({ title: req.body.title, color: req.body.color ?? "#1565c0" })
        .where(and(eq(tags.id, req.params.tagId), eq(tags.projectId, access.project.id)))
        .returning({ id: tags.id, title: tags.title, color: tags.color });
      if (!tag) throw new AppError("not_found", "Not found");
      return tag;
    });
  });

  route(app, noteEndpoints.removeTag, async (req) => {
    const { access } = await authorizeProjectRequest(req, req.params.id, "tag.write");
    await deleteRowOr404(db, tags, req.params.tagId, eq(tags.projectId, access.project.id));
    return { ok: true as const };
  });

  await app.register(noteVersionRoutes);
  await app.register(pdfRoutes);
}

const tagExists = () => new AppError("tag_exists", "A tag with this name already exists.", { fields: { title: "notes.tagExists" } });

/**
 * Tag names are unique per project whatever their case ("hplc" and "HPLC" are the same tag to a
 * reader): a taken name is refused before the write, and a parallel request that took it
 * meanwhile (the unique index stops the write) gets the same answer.
 */
async function withUniqueTagTitle<T>(db: Db, projectId: string, title: string, exceptId: string | undefined, write: () => Promise<T>): Promise<T> {
  const [hit] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.projectId, projectId), sql`lower(${tags.title}) = lower(${title})`, exceptId ? ne(tags.id, exceptId) : undefined))
    .limit(1);
  if (hit) throw tagExists();
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw tagExists();
    throw err;
  }
}
