import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { AppError } from "../http/AppError";
import { noteComments, notifications } from "./schema";

/**
 * A new thread (optionally on quoted text of a section) or a reply to a thread of the same
 * note, with a notification for each mentioned person, in one transaction.
 */
export async function addComment(
  db: Db,
  p: { noteId: string; authorId: string; body: string; parentId?: string; quote: string; section?: string; mentionedIds: string[] },
) {
  return db.transaction(async (tx) => {
    if (p.parentId) {
      const [parent] = await tx.select({ id: noteComments.id, parentId: noteComments.parentId }).from(noteComments).where(and(eq(noteComments.id, p.parentId), eq(noteComments.noteId, p.noteId)));
      if (!parent || parent.parentId) throw new AppError("validation", "Reply to a thread of this note.", { fields: { parentId: "validation.invalid" } });
    }
    const [c] = await tx
      .insert(noteComments)
      .values({ noteId: p.noteId, parentId: p.parentId ?? null, authorId: p.authorId, body: p.body, quote: p.parentId ? "" : p.quote, section: p.parentId ? null : (p.section ?? null) })
      .returning();
    if (p.mentionedIds.length)
      await tx.insert(notifications).values(p.mentionedIds.map((userId) => ({ userId, kind: "mention" as const, noteId: p.noteId, commentId: c.id, actorId: p.authorId })));
    return c;
  });
}

/** Tells `userId` in the bell that `actorId` asked them to witness the note. */
export async function notifyWitnessRequest(tx: DbOrTx, p: { userId: string; noteId: string; actorId: string }) {
  await tx.insert(notifications).values({ userId: p.userId, kind: "witnessRequest", noteId: p.noteId, actorId: p.actorId });
}

/** The witness has signed: their requests to witness the note are no longer news. */
export async function markWitnessRequestsRead(tx: DbOrTx, userId: string, noteId: string) {
  await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), eq(notifications.noteId, noteId), eq(notifications.kind, "witnessRequest"), isNull(notifications.readAt)));
}

/** Marks a thread resolved by `userId`, or open again. */
export async function resolveComment(db: DbOrTx, commentId: string, resolved: boolean, userId: string) {
  const [row] = await db
    .update(noteComments)
    .set(resolved ? { resolvedAt: new Date(), resolvedBy: userId } : { resolvedAt: null, resolvedBy: null })
    .where(eq(noteComments.id, commentId))
    .returning();
  return row;
}

/** Marks the user's unread notifications read: those of `ids`, or all of them. */
export async function markNotificationsRead(db: DbOrTx, userId: string, ids?: string[]) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    // An empty list matches nothing (an id no row has), not everything.
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids ? inArray(notifications.id, ids.length ? ids : ["00000000-0000-0000-0000-000000000000"]) : undefined));
}
