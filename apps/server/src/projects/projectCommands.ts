import type { DbOrTx } from "../db/client";
import { updateTitleAndDescription } from "../db/updateTitleAndDescription";
import { projectMembers, projects } from "./schema";

/** A new project in a space; the space member who creates it is its owner. */
export async function createProject(tx: DbOrTx, p: { spaceId: string; title: string; description: string; createdBy: string }) {
  const [project] = await tx.insert(projects).values({ spaceId: p.spaceId, title: p.title, description: p.description, createdBy: p.createdBy }).returning();
  await tx.insert(projectMembers).values({ projectId: project!.id, userId: p.createdBy, role: "owner" });
  return project!;
}

export const updateProject = (tx: DbOrTx, projectId: string, p: { title: string; description: string }) => updateTitleAndDescription(tx, projects, projectId, p);
