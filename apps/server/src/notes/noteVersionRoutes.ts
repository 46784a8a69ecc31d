import type { FastifyInstance } from "fastify";
import { and, desc, eq, inArray } from "drizzle-orm";
import { findRow } from "../db/findRow";
import { can } from "@eln/shared";
import { AppError } from "../http/AppError";
import { route } from "../http/route";
import { noteEndpoints } from "@eln/shared/notes";
import { authorizeNoteRequest } from "./noteAccess";
import { isUuid } from "../access/access";
import { liveNotes } from "./liveNotes";
import { restoreNoteMaterials, type NoteMaterialSnapshotLine } from "../materials";
import { noteTags, notes, noteVersions, tags } from "./schema";
import { loadPeople } from "./notePresenter";
import { docFrom, docFromJson, sectionsTextOf, snapshotOf, type NoteContent } from "./noteDocument";
import { loadStoredDoc, writeNoteState, writeVersion } from "./noteVersions";
import { loadVersionAuthors } from "../records";
import { recordAuditEvent } from "../audit";


export async function noteVersionRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  async function loadVersion(noteId: string, versionId: string) {
    if (!isUuid(versionId)) throw new AppError("not_found", "Not found");
    const v = await findRow(db, noteVersions, and(eq(noteVersions.id, versionId), eq(noteVersions.noteId, noteId)));
    if (!v) throw new AppError("not_found", "Not found");
    return v;
  }

  async function present(rows: { id: string; version: number; title: string; reason: "auto" | "manual" | "restore" | "create"; authorId: string | null; createdAt: Date }[]) {
    const authors = await loadVersionAuthors(db, rows.map((r) => r.id));
    const people = await loadPeople(db, [...rows.map((r) => r.authorId), ...[...authors.values()].flat()]);
    return rows.map((v) => ({
      // Everyone whose edits the version contains (records/versionAuthors.ts).
      authors: (authors.get(v.id) ?? (v.authorId ? [v.authorId] : [])).map((id) => ({ id, name: people.get(id) ?? "" })).sort((a, b) => a.name.localeCompare(b.name)),
      id: v.id,
      version: v.version,
      title: v.title,
      reason: v.reason,
      author: v.authorId ? { id: v.authorId, name: people.get(v.authorId) ?? "" } : null,
      createdAt: v.createdAt.toISOString(),
    }));
  }

  route(app, noteEndpoints.versions, async (req) => {
    const { access } = await authorizeNoteRequest(req, req.params.id, "note.read");
    const rows = await db
      .select({
        id: noteVersions.id,
        version: noteVersions.version,
        title: noteVersions.title,
        reason: noteVersions.reason,
        authorId: noteVersions.authorId,
        createdAt: noteVersions.createdAt,
      })
      .from(noteVersions)
      .where(eq(noteVersions.noteId, access.note.id))
      .orderBy(desc(noteVersions.version))
      .limit(1000);
    return { items: await present(rows), canRestore: can(access.actor, "note.update") };
  });

  route(app, noteEndpoints.version, async (req) => {
    const { access } = await authorizeNoteRequest(req, req.params.id, "note.read");
    const v = await loadVersion(access.note.id, req.params.versionId);
    // ?against=<versionId> compares with another version instead of the current note.
    const other = req.query.against ? await loadVersion(access.note.id, req.query.against) : null;
    const live = other ? null : liveNotes(app.ctx).liveSnapshot(access.note.id, access.note.title);
    const [summary] = await present([v]);
    return {
      ...summary,
      content: v.content,
      sectionsText: sectionsTextOf(v.content),
      tags: v.tags,
      materials: v.materials,
      current: other
        ? { title: other.title, sectionsText: sectionsTextOf(other.content) }
        : { title: access.note.title, sectionsText: live?.sectionsText ?? sectionsTextOf(access.note.content) },
    };
  });

  // Explicit "Save version": the live document's state when open, else the stored one.
  route(app, noteEndpoints.saveVersion, async (req, reply) => {
    const { me: user, access } = await authorizeNoteRequest(req, req.params.id, "note.update");
    let snap = liveNotes(app.ctx).liveSnapshot(access.note.id, access.note.title);
    if (snap) await writeNoteState(db, access.note.id, snap, { markDirty: false });
    else {
      const stored = await loadStoredDoc(db, access.note.id);
      snap = snapshotOf(stored!.doc, access.note.title);
    }
    const v = await writeVersion(db, access.note.id, { reason: "manual", authorId: user.id, snap });
    if (!v) throw new AppError("not_found", "Not found");
    const [row] = await db.select().from(noteVersions).where(eq(noteVersions.id, v.id));
    return reply.status(201).send((await present([row]))[0]);
  });

  // Restore: the live document takes the version's sections (every open editor sees it), title,
  // tags that still exist and materials come back, and a new version records it. Nothing is overwritten.
  route(app, noteEndpoints.restoreVersion, async (req, reply) => {
    const { me: user, access } = await authorizeNoteRequest(req, req.params.id, "note.update");
    const v = await loadVersion(access.note.id, req.params.versionId);
    const source = v.ydoc?.length ? docFrom(v.ydoc) : docFromJson(v.content as Partial<NoteContent>);
    await db.transaction(async (tx) => {
      await tx.update(notes).set({ title: v.title, updatedAt: new Date(), updatedBy: user.id }).where(eq(notes.id, access.note.id));
      const tagIds = v.tags.map((x) => x.id);
      const existing = tagIds.length
        ? await tx.select({ id: tags.id }).from(tags).where(and(eq(tags.projectId, access.project.id), inArray(tags.id, tagIds)))
        : [];
      await tx.delete(noteTags).where(eq(noteTags.noteId, access.note.id));
      if (existing.length) await tx.insert(noteTags).values(existing.map((x) => ({ noteId: access.note.id, tagId: x.id })));
      await restoreNoteMaterials(tx, access.note.id, v.materials as NoteMaterialSnapshotLine[]);
    });
    const snap = await liveNotes(app.ctx).replaceSections(access.note.id, source, user.id, v.title);
    source.destroy();
    await writeNoteState(db, access.note.id, snap, { userId: user.id, markDirty: false });
    const nv = await writeVersion(db, access.note.id, { reason: "restore", authorId: user.id, snap });
    const [row] = await db.select().from(noteVersions).where(eq(noteVersions.id, nv!.id));
    await db.transaction((tx) =>
      recordAuditEvent(tx, { spaceId: access.project.spaceId, kind: "note.versionRestored", actorId: user.id, target: { type: "note", id: access.note.id }, data: { title: v.title, projectId: access.project.id, version: v.version } }),
    );
    return reply.status(201).send((await present([row]))[0]);
  });
}
