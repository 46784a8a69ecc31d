import { and, eq, sql } from "drizzle-orm";
import { resourcePipeline } from "../access/resourcePipeline";
import { lockSpace } from "./spaceQueries";
import type { Action, Actor, SpaceRole } from "@eln/shared";
import type { Db } from "../db/client";
import { preparedQuery } from "../db/preparedQuery";
import { actorOf, authorize, isUuid } from "../access/access";
import { session, user } from "../accounts/schema";
import { sessionColumns } from "../accounts";
import { spaceMembers, spaces } from "./schema";

export type SpaceRow = typeof spaces.$inferSelect;
export interface SpaceAccess {
  space: SpaceRow;
  actor: Actor;
}

/** The access a row of the space and the caller's role gives: none without a role. */
function toAccess(row: { space: SpaceRow | null; role: SpaceRole | null }): SpaceAccess | null {
  return row.space && row.role ? { space: row.space, actor: actorOf(row.role) } : null;
}

/** The caller's role in a space, and the space; null when it does not exist or they are not in it. */
export async function loadSpaceAccess(db: Db, spaceId: string, userId: string): Promise<SpaceAccess | null> {
  if (!isUuid(spaceId)) return null;
  const [row] = await db
    .select({ space: spaces, role: spaceMembers.role })
    .from(spaces)
    .innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, spaces.id), eq(spaceMembers.userId, userId)))
    .where(eq(spaces.id, spaceId))
    .limit(1);
  return row ? toAccess(row) : null;
}

export const authorizeSpace = (a: SpaceAccess | null, action: Action) => authorize(a, action, "space.read");

/*
 * Hot read path: the sign-in check and the caller's access in ONE round trip (session, user,
 * membership role and the space joined), instead of one query for the session and one for the
 * access. Every round trip costs two process switches on a busy machine.
 */
const sessionWithSpaceQuery = preparedQuery((db) =>
  db
    .select({ ...sessionColumns, space: spaces, role: spaceMembers.role })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(spaceMembers, and(eq(spaceMembers.userId, user.id), eq(spaceMembers.spaceId, sql.placeholder("id"))))
    .leftJoin(spaces, eq(spaces.id, spaceMembers.spaceId))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("eln_session_with_space"),
);

/** The sign-in check with the caller's space access, and the space's read and write pipelines. */
export const {
  authenticateAccess: authenticateSpaceAccess,
  authorizeRequest: authorizeSpaceRequest,
  transaction: spaceTransaction,
  lockedTransaction: lockedSpaceTransaction,
} = resourcePipeline({
  load: loadSpaceAccess,
  authorize: authorizeSpace,
  sessionQuery: sessionWithSpaceQuery,
  toAccess,
  lock: lockSpace,
});
