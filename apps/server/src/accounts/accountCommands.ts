import { and, eq, inArray, like, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { AppError } from "../http/AppError";
import { spaceMembers, spaces } from "../spaces/schema";
import { spacesHoldingRecords } from "../records";
import { spaceFileKeys } from "../spaces";
import { session, user, verification } from "./schema";

/** Ends every session of the account but the one with `keepToken` (after a password change). */
export async function endOtherSessions(db: DbOrTx, userId: string, keepToken: string) {
  await db.delete(session).where(and(eq(session.userId, userId), ne(session.token, keepToken)));
}

/** Ends every outstanding password reset link of the account (Better Auth stores the user id as the value). */
export async function endResetLinks(db: DbOrTx, userId: string) {
  await db.delete(verification).where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, userId)));
}

/**
 * Deletes the account. Spaces it owns alone: refused when others depend on them (`last_owner`),
 * deleted when no one else is in them. Answers the storage keys of those spaces' files, for the
 * caller to delete once this has committed.
 */
export async function deleteAccount(db: Db, userId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    let keys: string[] = [];
    const owned = await tx
      .select({ spaceId: spaceMembers.spaceId })
      .from(spaceMembers)
      .where(and(eq(spaceMembers.userId, userId), eq(spaceMembers.role, "owner")));
    const ids = owned.map((o) => o.spaceId);
    if (ids.length) {
      const others = await tx
        .select({ spaceId: spaceMembers.spaceId, owners: sql<number>`count(*) filter (where ${spaceMembers.role} = 'owner')::int` })
        .from(spaceMembers)
        .where(and(inArray(spaceMembers.spaceId, ids), ne(spaceMembers.userId, userId)))
        .groupBy(spaceMembers.spaceId);
      if (others.some((o) => o.owners === 0)) {
        throw new AppError("last_owner", "You are the last owner of a space with other members. Make someone else an owner first.", {
          details: { spaceIds: others.filter((o) => o.owners === 0).map((o) => o.spaceId) },
        });
      }
      const shared = new Set(others.map((o) => o.spaceId));
      const alone = ids.filter((id) => !shared.has(id));
      // Its spaces go with the account, but not signed or locked notes (spaces/spaceCommands.ts).
      const kept = await spacesHoldingRecords(tx, alone);
      if (kept.length) {
        throw new AppError("account_space_has_records", "A space only you belong to holds signed or locked notes, which are kept. Make someone else an owner of it first.", {
          details: { spaceIds: kept },
        });
      }
      keys = await spaceFileKeys(tx, alone);
      if (alone.length) await tx.delete(spaces).where(inArray(spaces.id, alone));
    }
    // Sessions, sign-in methods, memberships and one-time codes go with the user (FK cascade).
    await tx.delete(user).where(eq(user.id, userId));
    return keys;
  });
}
