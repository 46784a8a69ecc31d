import type { AuditKind } from "@eln/shared/audit";
import { and, eq } from "drizzle-orm";
import { type ProjectRole } from "@eln/shared";
import type { DbOrTx } from "../db/client";
import { findRow } from "../db/findRow";
import { projectMembers, projects } from "./schema";
import { AppError } from "../http/AppError";
import { findSpaceMember, lockSpace } from "../spaces";
import { checkMemberChange } from "../access/memberChange";
import { recordAuditEvent } from "../audit";

/** The project a membership change is about, as its audit event names it. */
type Project = { id: string; spaceId: string; title: string };

/** An audit event about a member of `project`: on its space's chain, naming the member. */
function memberEvent(project: Project, kind: AuditKind, p: { userId: string; actorId: string }, data: Record<string, unknown> = {}) {
  return { spaceId: project.spaceId, kind, actorId: p.actorId, target: { type: "user", id: p.userId }, data: { projectId: project.id, projectTitle: project.title, ...data } };
}

/**
 * Row locks on the project's space, then the project, for the rest of the transaction: owner
 * changes happen one at a time, and a project membership never changes while its person is
 * being removed from the space (that takes the space lock and deletes their project
 * memberships). Space first, in the order a space's commands take them.
 */
export async function lockProject(tx: DbOrTx, projectId: string): Promise<void> {
  const [project] = await tx.select({ spaceId: projects.spaceId }).from(projects).where(eq(projects.id, projectId));
  if (project) await lockSpace(tx, project.spaceId);
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for("update");
}

const lastOwner = () => new AppError("last_owner", "You cannot remove the last Project Owner of a project.");

const findProjectMember = (tx: DbOrTx, projectId: string, userId: string) =>
  findRow(tx, projectMembers, and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));

const countProjectOwners = (tx: DbOrTx, projectId: string) => tx.$count(projectMembers, and(eq(projectMembers.projectId, projectId), eq(projectMembers.role, "owner")));

/** Project members are chosen from the space's members (spec §6). Run under `lockProject`. */
export async function addProjectMember(tx: DbOrTx, project: Project, p: { userId: string; role: ProjectRole; actorId: string }) {
  if (!(await findSpaceMember(tx, project.spaceId, p.userId))) throw new AppError("not_space_member", "Project members must be members of the space first.");
  if (await findProjectMember(tx, project.id, p.userId)) throw new AppError("already_member", "This person is already a member of the project.");
  await tx.insert(projectMembers).values({ projectId: project.id, userId: p.userId, role: p.role });
  await recordAuditEvent(tx, memberEvent(project, "project.memberAdded", p, { role: p.role }));
}

/** Run under `lockProject`; the last owner cannot be demoted. */
export async function changeProjectRole(tx: DbOrTx, project: Project, p: { userId: string; role: ProjectRole; actorId: string }) {
  await checkMemberChange(await findProjectMember(tx, project.id, p.userId), p.role, () => countProjectOwners(tx, project.id), lastOwner);
  await tx.update(projectMembers).set({ role: p.role }).where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.userId, p.userId)));
  await recordAuditEvent(tx, memberEvent(project, "project.memberRoleChanged", p, { role: p.role }));
}

/** Removal, or leaving when `actorId` is `userId`. Run under `lockProject`; the last owner cannot be removed or leave. */
export async function removeProjectMember(tx: DbOrTx, project: Project, p: { userId: string; actorId: string }) {
  await checkMemberChange(await findProjectMember(tx, project.id, p.userId), null, () => countProjectOwners(tx, project.id), lastOwner);
  await tx.delete(projectMembers).where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.userId, p.userId)));
  await recordAuditEvent(tx, memberEvent(project, "project.memberRemoved", p));
}

/**
 * A project back from the trash whose owners all left the space while it was there (leaving does
 * not wait for trashed projects) gets the space owner who restores it as its owner, so no project
 * is left without one (spec §6). Run under `lockProject`.
 */
export async function ensureProjectOwner(tx: DbOrTx, project: Project, actorId: string) {
  if (await countProjectOwners(tx, project.id)) return;
  const p = { userId: actorId, role: "owner" as const, actorId };
  if (await findProjectMember(tx, project.id, actorId)) await changeProjectRole(tx, project, p);
  else await addProjectMember(tx, project, p);
}
