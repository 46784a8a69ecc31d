import { spaceMembers, spaces } from "../spaces/schema";
import { projectMembers, projects } from "../projects/schema";
import { notes, noteTags, tags } from "../notes/schema";
import { materials, noteMaterials } from "../materials/schema";
import type { Db } from "../db/client";

// Small factories straight into the tables (search tests need rows, not routes).

export async function buildSpace(db: Db, ownerId: string, title = "Lab") {
  const [space] = await db.insert(spaces).values({ title, createdBy: ownerId }).returning();
  await db.insert(spaceMembers).values({ spaceId: space!.id, userId: ownerId, role: "owner" });
  return space!;
}

export async function addSpaceMember(db: Db, spaceId: string, userId: string, role: "owner" | "member" = "member") {
  await db.insert(spaceMembers).values({ spaceId, userId, role });
}

export async function buildProject(db: Db, spaceId: string, over: { title?: string; description?: string } = {}) {
  const [p] = await db.insert(projects).values({ spaceId, title: over.title ?? "Project", description: over.description ?? "" }).returning();
  return p!;
}

export async function addProjectMember(db: Db, projectId: string, userId: string, role: "owner" | "editor" | "viewer") {
  await db.insert(projectMembers).values({ projectId, userId, role });
}

export async function buildNote(db: Db, projectId: string, over: { title?: string; plainText?: string } = {}) {
  const [n] = await db.insert(notes).values({ projectId, title: over.title ?? "Note", plainText: over.plainText ?? "" }).returning();
  return n!;
}

export async function tagNote(db: Db, projectId: string, noteId: string, title: string) {
  const [tag] = await db.insert(tags).values({ projectId, title }).returning();
  await db.insert(noteTags).values({ noteId, tagId: tag!.id });
  return tag!;
}

export async function addMaterial(db: Db, spaceId: string, noteId: string, name: string, nameEn?: string) {
  const [m] = await db.insert(materials).values({ spaceId, name, nameEn: nameEn ?? null }).returning();
  await db.insert(noteMaterials).values({ noteId, materialId: m!.id, quantity: 1, unit: "g" });
  return m!;
}
