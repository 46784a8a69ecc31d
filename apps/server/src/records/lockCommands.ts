import { desc, eq } from "drizzle-orm";
import { noteDocumentName } from "@eln/shared/notes";
import type { Tx } from "../db/client";
import type { AppContext } from "../http/context";
import { noteUpdates, notes } from "../notes/schema";
import { recordAuditEvent } from "../audit";
import { noteAuditEvent, sameAsStored, snapshotOf, writeNoteState, type NoteAccess } from "../notes";
import { getCollab, LOCK_CHANGED_MESSAGE, type CollabContext } from "../collab";

/**
 * Open editors on this instance change rights in place (no reconnect): read-only while locked,
 * their own rights again when unlocked; then they are told to re-read the note.
 */
export function announceLockChange(ctx: AppContext, noteId: string, locked: boolean) {
  const doc = getCollab(ctx).hocuspocus.documents.get(noteDocumentName(noteId));
  if (!doc) return;
  for (const conn of doc.getConnections()) conn.readOnly = locked || !(conn.context as CollabContext | undefined)?.canWrite;
  doc.broadcastStateless(LOCK_CHANGED_MESSAGE);
}

/**
 * Locks with the live document's state: open editors on this instance stop writing first, then
 * the state they reached is stored and the note locked in one transaction (what was acknowledged
 * before the lock is kept; updates refused after it are dropped from the update log).
 *
 * Locking is no edit: the note keeps its last edit's time and author ("last edited" in the note's
 * header, the notes list, search, the .eln dateModified). The store the editors' last changes
 * were waiting for runs first, as it would have anyway (their time and author, search index,
 * read cache); whatever is still only in the update log is dated by its own updates.
 */
export async function lockWithLiveState(ctx: AppContext, noteId: string, lock: (tx: Tx) => Promise<unknown>) {
  const { hocuspocus } = getCollab(ctx);
  const name = noteDocumentName(noteId);
  const doc = hocuspocus.documents.get(name);
  for (const conn of doc?.getConnections() ?? []) conn.readOnly = true;
  try {
    // Not left for later: a store after the lock would date the note again (with the same text).
    if (doc && hocuspocus.debouncer.isDebounced(`onStoreDocument-${name}`)) await hocuspocus.debouncer.executeNow(`onStoreDocument-${name}`);
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ title: notes.title, lockedAt: notes.lockedAt, content: notes.content, updatedAt: notes.updatedAt, updatedBy: notes.updatedBy })
        .from(notes)
        .where(eq(notes.id, noteId))
        .for("update");
      if (doc && row && !row.lockedAt) {
        const [last] = await tx
          .select({ userId: noteUpdates.userId, at: noteUpdates.createdAt })
          .from(noteUpdates)
          .where(eq(noteUpdates.noteId, noteId))
          .orderBy(desc(noteUpdates.id))
          .limit(1);
        const snap = snapshotOf(doc, row.title);
        const changed = !!last || !sameAsStored(row.content, snap.content);
        await writeNoteState(tx, noteId, snap, { markDirty: changed });
        // writeNoteState dates the row now; it keeps the time and author of the last edit instead.
        const lastEdit =
          last && last.at > row.updatedAt ? { updatedAt: last.at, updatedBy: last.userId ?? row.updatedBy } : { updatedAt: row.updatedAt, updatedBy: row.updatedBy };
        await tx.update(notes).set(lastEdit).where(eq(notes.id, noteId));
        await tx.delete(noteUpdates).where(eq(noteUpdates.noteId, noteId));
      }
      await lock(tx);
    });
  } catch (err) {
    announceLockChange(ctx, noteId, false);
    throw err;
  }
  announceLockChange(ctx, noteId, true);
}

/** Locks a note (no-op when it already is); the audit event says who and why. */
export async function lockNote(tx: Tx, access: NoteAccess, p: { userId: string; cause: "owner" | "witnessed" }) {
  if (access.note.lockedAt) return false;
  await tx.update(notes).set({ lockedAt: new Date(), lockedBy: p.userId, lockCause: p.cause }).where(eq(notes.id, access.note.id));
  await recordAuditEvent(tx, noteAuditEvent(access, "note.locked", p.userId, { cause: p.cause }));
  return true;
}

/** Unlocking needs a reason; it is kept in the audit trail. */
export async function unlockNote(tx: Tx, access: NoteAccess, p: { userId: string; reason: string }) {
  await tx.update(notes).set({ lockedAt: null, lockedBy: null, lockCause: null }).where(eq(notes.id, access.note.id));
  await recordAuditEvent(tx, noteAuditEvent(access, "note.unlocked", p.userId, { reason: p.reason, previousCause: access.note.lockCause }));
}
