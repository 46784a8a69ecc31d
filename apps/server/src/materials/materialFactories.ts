import { spaceMembers, spaces } from "../spaces/schema";
import { projectMembers, projects } from "../projects/schema";
import { notes } from "../notes/schema";
import type { Db } from "../db/client";

// Small DB factories for the materials tests (they do not depend on other features' routes).

export async function buildSpace(db: Db, members: { userId: string; role: "owner" | "member" }[]) {
  const [space] = await db.insert(spaces).values({ title: "Lab space" }).returning();
  if (members.length) await db.insert(spaceMembers).values(members.map((m) => ({ spaceId: space.id, ...m })));
  return space;
}

export async function buildProject(db: Db, spaceId: string, members: { userId: string; role: "owner" | "editor" | "viewer" }[]) {
  const [project] = await db.insert(projects).values({ spaceId, title: "Synthesis" }).returning();
  if (members.length) await db.insert(projectMembers).values(members.map((m) => ({ projectId: project.id, ...m })));
  return project;
}

export async function buildNote(db: Db, projectId: string, title = "Esterification") {
  const [note] = await db.insert(notes).values({ projectId, title }).returning();
  return note;
}
