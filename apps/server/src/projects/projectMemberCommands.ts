import { and, eq } from "drizzle-orm";
import { type ProjectRole } from "@eln/shared";
import type { DbOrTx } from "../db/client";
import { findRow } from "../db/findRow";
import { projectMembers, projects } from "./schema";
import { AppError } from "../http/AppError";
import { findSpaceMember } from "../spaces";
import { checkMemberChange } from "../access/memberChange";

/** Row lock on the project for the rest of the transaction: owner changes happen one at a time. */
export async function lockProject(tx: DbOrTx, projectId: string): Promise<void> {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for("update");
}

const lastOwner = () => new AppError("last_owner", "You cannot remove the last Project Owner of a project.");

const findProjectMember = (tx: DbOrTx, projectId: string, userId: string) =>
  findRow(tx, projectMembers, and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));

const countProjectOwners = (tx: DbOrTx, projectId: string) => tx.$count(projectMembers, and(eq(projectMembers.projectId, projectId), eq(projectMembers.role, "owner")));

/** Project members are chosen from the space's members (spec §6). */
export async function addProjectMember(tx: DbOrTx, p: { spaceId: string; projectId: string; userId: string; role: ProjectRole }) {
  if (!(await findSpaceMember(tx, p.spaceId, p.userId))) throw new AppError("not_space_member", "Project members must be members of the space first.");
  if (await findProjectMember(tx, p.projectId, p.userId)) throw new AppError("already_member", "This person is already a member of the project.");
  await tx.insert(projectMembers).values({ projectId: p.projectId, userId: p.userId, role: p.role });
}

/** Run under the project lock; the last owner cannot be demoted. */
export async function changeProjectRole(tx: DbOrTx, projectId: string, userId: string, role: ProjectRole) {
  await checkMemberChange(await findProjectMember(tx, projectId, userId), role, () => countProjectOwners(tx, projectId), lastOwner);
  await tx.update(projectMembers).set({ role }).where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
}

/** Run under the project lock; the last owner cannot be removed or leave. */
export async function removeProjectMember(tx: DbOrTx, projectId: string, userId: string) {
  await checkMemberChange(await findProjectMember(tx, projectId, userId), null, () => countProjectOwners(tx, projectId), lastOwner);
  await tx.delete(projectMembers).where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
}
