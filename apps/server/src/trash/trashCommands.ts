import { and, eq, inArray, isNotNull, isNull, lt, not, or } from "drizzle-orm";
import { TRASH_RETENTION_DAYS } from "@eln/shared/records";
import type { Tx } from "../db/client";
import type { AppContext } from "../http/context";
import { AppError } from "../http/AppError";
import { notes } from "../notes/schema";
import { projects } from "../projects/schema";
import { attachments } from "../attachments/schema";
import { holdsSignedNotes, isSignedNote, noteIsSigned } from "../records";
import { createStorage, deleteStoredFiles } from "../attachments";
import { recordAuditEvent } from "../audit";
import { holdOpenNoteForUpdate, type NoteAccess } from "../notes";
import { ensureProjectOwner, lockProject, type ProjectAccess } from "../projects";

const DAY_MS = 86_400_000;

/**
 * Moves a note or a project to its space's trash (hidden everywhere until restored or purged)
 * and records `note.deleted` / `project.deleted` with what the trash screen and the audit show.
 */
async function moveToTrash(tx: Tx, target: { type: "note" | "project"; id: string }, spaceId: string, userId: string, data: Record<string, unknown>) {
  const table = target.type === "note" ? notes : projects;
  await tx.update(table).set({ deletedAt: new Date(), deletedBy: userId }).where(eq(table.id, target.id));
  await recordAuditEvent(tx, { spaceId, kind: `${target.type}.deleted`, actorId: userId, target, data });
}

const noteSigned = () => new AppError("note_signed", "This note is signed and cannot be deleted.");

/**
 * A signed note refuses deletion: the trash is purged after 30 days, and a purge takes the
 * signatures with the note. The note's row is held first, so a signature written meanwhile either
 * committed before (and is seen here) or waits and then finds the note gone (signatureCommands).
 */
export async function moveNoteToTrash(tx: Tx, access: NoteAccess, userId: string) {
  // Locked meanwhile (authorized before this transaction): refused as a locked note is.
  await holdOpenNoteForUpdate(tx, access.note.id);
  if (await noteIsSigned(tx, access.note.id)) throw noteSigned();
  await moveToTrash(tx, { type: "note", id: access.note.id }, access.project.spaceId, userId, {
    title: access.note.title,
    projectId: access.project.id,
    projectTitle: access.project.title,
  });
}

/**
 * A project goes to the trash only without locked or signed notes: such a note refuses deletion on
 * its own, and went (to be purged after 30 days) with its project. Its owner unlocks locked ones
 * first, with a reason; signed ones stay, and their project with them.
 */
export async function moveProjectToTrash(tx: Tx, access: ProjectAccess, userId: string) {
  // Held against a signature written meanwhile, which holds the project's row too (signatureCommands).
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, access.project.id)).for("update");
  const [locked] = await tx
    .select({ id: notes.id })
    .from(notes)
    .where(and(eq(notes.projectId, access.project.id), isNull(notes.deletedAt), isNotNull(notes.lockedAt)))
    .limit(1);
  if (locked) throw new AppError("project_has_locked_notes", "This project holds locked notes. Unlock them before deleting the project.");
  const [signed] = await tx
    .select({ id: notes.id })
    .from(notes)
    .where(and(eq(notes.projectId, access.project.id), isSignedNote(notes.id)))
    .limit(1);
  if (signed) throw new AppError("project_has_signed_notes", "This project holds signed notes, which cannot be deleted.");
  await moveToTrash(tx, { type: "project", id: access.project.id }, access.project.spaceId, userId, { title: access.project.title });
}

/**
 * Brings a trashed project of the space back (its notes with it); 404 when the space's trash has
 * no such project. Its members are who is still in the space; with no owner left, the restorer owns it.
 */
export async function restoreProject(tx: Tx, spaceId: string, projectId: string, userId: string) {
  await lockProject(tx, projectId);
  const [p] = await tx
    .update(projects)
    .set({ deletedAt: null, deletedBy: null })
    .where(and(eq(projects.id, projectId), eq(projects.spaceId, spaceId), isNotNull(projects.deletedAt)))
    .returning({ id: projects.id, title: projects.title });
  if (!p) throw new AppError("not_found", "Not found");
  await recordAuditEvent(tx, { spaceId, kind: "project.restored", actorId: userId, target: { type: "project", id: p.id }, data: { title: p.title } });
  await ensureProjectOwner(tx, { id: p.id, spaceId, title: p.title }, userId);
}

/** Brings a note trashed on its own back; 404 when the space's trash has no such note. */
export async function restoreNote(tx: Tx, spaceId: string, noteId: string, userId: string) {
  const [n] = await tx
    .select({ id: notes.id, title: notes.title, projectId: notes.projectId })
    .from(notes)
    .innerJoin(projects, eq(projects.id, notes.projectId))
    .where(and(eq(notes.id, noteId), eq(projects.spaceId, spaceId), isNotNull(notes.deletedAt)));
  if (!n) throw new AppError("not_found", "Not found");
  await tx.update(notes).set({ deletedAt: null, deletedBy: null }).where(eq(notes.id, n.id));
  await recordAuditEvent(tx, { spaceId, kind: "note.restored", actorId: userId, target: { type: "note", id: n.id }, data: { title: n.title, projectId: n.projectId } });
}

/**
 * Purges what has been in the trash longer than the retention, except signed notes and projects
 * holding them (trashed before signed notes refused deletion): they stay in the trash, restorable.
 * Rows first (foreign keys take
 * versions, signatures, attachments' rows with them), then the files in storage. A file whose
 * deletion fails is only logged: its row is gone, so nothing refers to it any more.
 */
export async function purgeExpiredTrash(ctx: AppContext, now = new Date()) {
  const cutoff = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
  const keys: string[] = [];
  const purged = await ctx.db.transaction(async (tx) => {
    const oldProjects = await tx
      .select({ id: projects.id, spaceId: projects.spaceId, title: projects.title })
      .from(projects)
      .where(and(isNotNull(projects.deletedAt), lt(projects.deletedAt, cutoff), not(holdsSignedNotes(projects.id))))
      .for("update");
    const oldNotes = await tx
      .select({ id: notes.id, title: notes.title, projectId: notes.projectId, spaceId: projects.spaceId })
      .from(notes)
      .innerJoin(projects, eq(projects.id, notes.projectId))
      .where(and(isNotNull(notes.deletedAt), lt(notes.deletedAt, cutoff), not(isSignedNote(notes.id))));
    const projectIds = oldProjects.map((p) => p.id);
    const noteIds = oldNotes.filter((n) => !projectIds.includes(n.projectId)).map((n) => n.id);
    if (!projectIds.length && !noteIds.length) return 0;
    const files = await tx
      .select({ key: attachments.storageKey })
      .from(attachments)
      .where(or(projectIds.length ? inArray(attachments.projectId, projectIds) : undefined, noteIds.length ? inArray(attachments.noteId, noteIds) : undefined));
    keys.push(...files.map((f) => f.key));
    if (noteIds.length) await tx.delete(notes).where(inArray(notes.id, noteIds));
    if (projectIds.length) await tx.delete(projects).where(inArray(projects.id, projectIds));
    for (const n of oldNotes.filter((n) => noteIds.includes(n.id)))
      await recordAuditEvent(tx, { spaceId: n.spaceId, kind: "note.purged", actorId: null, target: { type: "note", id: n.id }, data: { title: n.title, projectId: n.projectId } });
    for (const p of oldProjects) await recordAuditEvent(tx, { spaceId: p.spaceId, kind: "project.purged", actorId: null, target: { type: "project", id: p.id }, data: { title: p.title } });
    return noteIds.length + projectIds.length;
  });
  if (keys.length) {
    const storage = createStorage(ctx.config);
    await deleteStoredFiles(storage, keys, { warn: (o, m) => console.error("[trash]", m, o) });
  }
  return { purged, files: keys.length };
}

/** Open editors of a trashed project's notes are disconnected (their notes no longer exist for them). */
export async function closeProjectNotes(ctx: AppContext, projectId: string, closeNote: (noteId: string) => void) {
  const rows = await ctx.db.select({ id: notes.id }).from(notes).where(eq(notes.projectId, projectId));
  for (const r of rows) closeNote(r.id);
}
