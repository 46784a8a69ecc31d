import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { projectMembers, projects } from "../projects/schema";
import { notes } from "../notes/schema";
import { spaceMembers, spaces } from "./schema";

/**
 * Where the later demo seeders put what they add: the demo user's first space, its newest project
 * (the space page lists it first) and that project's first note (seedDemoSpace makes the space and
 * projects, seedDemoNotes the notes; each is null until made). One query, so every seeder finds
 * the same places.
 */
export async function demoSeedTargets(db: DbOrTx, userId: string) {
  const [first] = await db
    .select({ spaceId: spaces.id, projectId: projects.id, noteId: notes.id })
    .from(spaces)
    .innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, spaces.id), eq(spaceMembers.userId, userId)))
    .leftJoin(projectMembers, eq(projectMembers.userId, userId))
    .leftJoin(projects, and(eq(projects.id, projectMembers.projectId), eq(projects.spaceId, spaces.id)))
    .leftJoin(notes, eq(notes.projectId, projects.id))
    // A space's projects, and a project's notes, come before their absence (nulls last).
    .orderBy(asc(spaces.createdAt), sql`${projects.createdAt} desc nulls last`, asc(notes.createdAt))
    .limit(1);
  return first;
}
