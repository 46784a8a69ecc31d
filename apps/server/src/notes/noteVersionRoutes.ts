import type { FastifyInstance } from "fastify";
import { and, desc, eq } from "drizzle-orm";
import { findRow } from "../db/findRow";
import { AppError } from "../http/AppError";
import { route } from "../http/route";
import { noteEndpoints, type NoteVersionMaterial, type NoteVersionReason } from "@eln/shared/notes";
import { authorizeNoteRequest, loadNoteText, mayOnNote } from "./noteAccess";
import { isUuid } from "../access/access";
import { liveNotes } from "./liveNotes";
import { noteVersions } from "./schema";
import { loadPeople, personRef } from "./notePresenter";
import { sectionsTextOf } from "./noteDocument";
import { restoreNoteVersion, saveNoteVersion } from "./noteVersionCommands";
import { loadVersionAuthors } from "../records";
import { loadNoteMaterialsSnapshot } from "../materials";
import { loadNoteTagRefs } from "./noteVersions";


export async function noteVersionRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  async function loadVersion(noteId: string, versionId: string) {
    if (!isUuid(versionId)) throw new AppError("not_found", "Not found");
    const v = await findRow(db, noteVersions, and(eq(noteVersions.id, versionId), eq(noteVersions.noteId, noteId)));
    if (!v) throw new AppError("not_found", "Not found");
    return v;
  }

  async function present(rows: { id: string; version: number; title: string; reason: NoteVersionReason; authorId: string | null; createdAt: Date }[]) {
    const authors = await loadVersionAuthors(db, rows.map((r) => r.id));
    const people = await loadPeople(db, [...rows.map((r) => r.authorId), ...[...authors.values()].flat()]);
    return rows.map((v) => ({
      // Everyone whose edits the version contains (records/versionAuthors.ts).
      authors: (authors.get(v.id) ?? (v.authorId ? [v.authorId] : [])).map((id) => personRef(people, id)).sort((a, b) => a.name.localeCompare(b.name)),
      id: v.id,
      version: v.version,
      title: v.title,
      reason: v.reason,
      author: personRef(people, v.authorId),
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
    // A locked note refuses the restore (note_locked): not offered rather than refused after confirming.
    return { items: await present(rows), canRestore: mayOnNote(access, "note.update") };
  });

  /** The note now, as a version is compared with it: its text (the live document's when open), tags and material lines, read side by side. */
  async function currentState(noteId: string, liveText: Record<string, string> | undefined) {
    const [sectionsText, tags, materials] = await Promise.all([
      liveText ?? loadNoteText(db, noteId, ["content"]).then((n) => sectionsTextOf(n.content)),
      loadNoteTagRefs(db, noteId),
      loadNoteMaterialsSnapshot(db, noteId),
    ]);
    return { sectionsText, tags, materials: materials.map((m) => ({ ...m })) };
  }

  route(app, noteEndpoints.version, async (req) => {
    const { access } = await authorizeNoteRequest(req, req.params.id, "note.read");
    const v = await loadVersion(access.note.id, req.params.versionId);
    // ?against=<versionId> compares with another version instead of the current note.
    const other = req.query.against ? await loadVersion(access.note.id, req.query.against) : null;
    const live = other ? null : liveNotes(app.ctx).liveSnapshot(access.note.id, access.note.title);
    const [[summary], now] = await Promise.all([present([v]), other ? null : currentState(access.note.id, live?.sectionsText)]);
    return {
      ...summary,
      content: v.content,
      sectionsText: sectionsTextOf(v.content),
      tags: v.tags,
      // As written with the version (NoteMaterialSnapshotLine); the answer's schema reads what it can.
      materials: v.materials as NoteVersionMaterial[],
      current: other
        ? { title: other.title, sectionsText: sectionsTextOf(other.content), tags: other.tags, materials: other.materials as NoteVersionMaterial[] }
        : { title: access.note.title, ...now! },
    };
  });

  route(app, noteEndpoints.saveVersion, async (req, reply) => {
    const { me: user, access } = await authorizeNoteRequest(req, req.params.id, "note.update");
    const v = await saveNoteVersion(db, liveNotes(app.ctx), access, user.id);
    const [row] = await db.select().from(noteVersions).where(eq(noteVersions.id, v.id));
    return reply.status(201).send((await present([row]))[0]);
  });

  route(app, noteEndpoints.restoreVersion, async (req, reply) => {
    const { me: user, access } = await authorizeNoteRequest(req, req.params.id, "note.update");
    const v = await loadVersion(access.note.id, req.params.versionId);
    const nv = await restoreNoteVersion(db, liveNotes(app.ctx), access, v, user.id);
    const [row] = await db.select().from(noteVersions).where(eq(noteVersions.id, nv.id));
    return reply.status(201).send((await present([row]))[0]);
  });
}
