import { and, eq, lte, notExists, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { spaceMembers } from "../spaces/schema";
import { projects } from "../projects/schema";
import { notes } from "../notes/schema";
import { witnessRequests } from "./schema";

/**
 * A pending witness request is void when its witness is no longer a member of the note's space,
 * or became one again only after it was asked (leaving ended it; a new request is needed). Judged
 * when read, so requests made before this rule, and any way of leaving, count.
 */
export function witnessLeft(db: DbOrTx): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(spaceMembers)
      .innerJoin(projects, eq(projects.spaceId, spaceMembers.spaceId))
      .innerJoin(notes, eq(notes.projectId, projects.id))
      .where(and(eq(notes.id, witnessRequests.noteId), eq(spaceMembers.userId, witnessRequests.witnessId), lte(spaceMembers.createdAt, witnessRequests.createdAt))),
  );
}

/** The request's status as the API shows it: "void" for a pending one whose witness left. */
export const witnessRequestStatus = (db: DbOrTx) =>
  sql<"pending" | "signed" | "void">`case when ${witnessRequests.status} = 'pending' and ${witnessLeft(db)} then 'void' else ${witnessRequests.status} end`;
