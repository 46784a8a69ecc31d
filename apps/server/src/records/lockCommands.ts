import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { notes } from "../notes/schema";
import { recordAuditEvent } from "../audit";
import type { NoteAccess } from "../notes";

/** Locks a note (no-op when it already is); the audit event says who and why. */
export async function lockNote(tx: Tx, access: NoteAccess, p: { userId: string; cause: "owner" | "witnessed" }) {
  if (access.note.lockedAt) return false;
  await tx.update(notes).set({ lockedAt: new Date(), lockedBy: p.userId, lockCause: p.cause }).where(eq(notes.id, access.note.id));
  await recordAuditEvent(tx, {
    spaceId: access.project.spaceId,
    kind: "note.locked",
    actorId: p.userId,
    target: { type: "note", id: access.note.id },
    data: { title: access.note.title, projectId: access.project.id, cause: p.cause },
  });
  return true;
}

/** Unlocking needs a reason; it is kept in the audit trail. */
export async function unlockNote(tx: Tx, access: NoteAccess, p: { userId: string; reason: string }) {
  await tx.update(notes).set({ lockedAt: null, lockedBy: null, lockCause: null }).where(eq(notes.id, access.note.id));
  await recordAuditEvent(tx, {
    spaceId: access.project.spaceId,
    kind: "note.unlocked",
    actorId: p.userId,
    target: { type: "note", id: access.note.id },
    data: { title: access.note.title, projectId: access.project.id, reason: p.reason, previousCause: access.note.lockCause },
  });
}
