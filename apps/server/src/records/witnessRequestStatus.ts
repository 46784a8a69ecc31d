import { and, eq, exists, lte, notExists, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { spaceMembers } from "../spaces/schema";
import { projectMembers, projects } from "../projects/schema";
import { notes } from "../notes/schema";
import { witnessRequests } from "./schema";

/**
 * A pending witness request is void when its witness can no longer read the note: no longer a
 * member of the note's space, or one again only after it was asked (leaving ended it; a new request
 * is needed), or no longer in the note's project, or in it again only after being asked (as a space
 * member, not owner, they read it only through the project; such a request stayed "waiting" for
 * good, and they could not sign it; taken off and put back, it came back to life).
 * Judged when read, so requests made before this rule, and any way of leaving, count.
 */
export function witnessLeft(db: DbOrTx): SQL {
  const inProject = db
    .select({ one: sql`1` })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, witnessRequests.witnessId), lte(projectMembers.createdAt, witnessRequests.createdAt)));
  return notExists(
    db
      .select({ one: sql`1` })
      .from(spaceMembers)
      .innerJoin(projects, eq(projects.spaceId, spaceMembers.spaceId))
      .innerJoin(notes, eq(notes.projectId, projects.id))
      .where(
        and(
          eq(notes.id, witnessRequests.noteId),
          eq(spaceMembers.userId, witnessRequests.witnessId),
          lte(spaceMembers.createdAt, witnessRequests.createdAt),
          or(eq(spaceMembers.role, "owner"), exists(inProject)),
        ),
      ),
  );
}

/** The request's status as the API shows it: "void" for a pending one whose witness left. */
export const witnessRequestStatus = (db: DbOrTx) =>
  sql<"pending" | "signed" | "void">`case when ${witnessRequests.status} = 'pending' and ${witnessLeft(db)} then 'void' else ${witnessRequests.status} end`;
