import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { projectMembers, projects } from "../projects/schema";
import { notes } from "../notes/schema";
import { spaceMembers, spaces } from "./schema";

/**
 * Where the later demo seeders put what they add: the demo user's first space, its first project
 * and that project's first note (seedDemoSpace makes the space and projects, seedDemoNotes the
 * notes; each is null until made). One query, so every seeder finds the same places.
 */
export async function demoSeedTargets(db: DbOrTx, userId: string) {
  const [first] = await db
    .select({ spaceId: spaces.id, projectId: projects.id, noteId: notes.id })
    .from(spaces)
    .innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, spaces.id), eq(spaceMembers.userId, userId)))
    .leftJoin(projectMembers, eq(projectMembers.userId, userId))
    .leftJoin(projects, and(eq(projects.id, projectMembers.projectId), eq(projects.spaceId, spaces.id)))
    .leftJoin(notes, eq(notes.projectId, projects.id))
    // Nulls sort last: a space's projects, and a project's notes, come before their absence.
    .orderBy(asc(spaces.createdAt), asc(projects.createdAt), asc(notes.createdAt))
    .limit(1);
  return first;
}
