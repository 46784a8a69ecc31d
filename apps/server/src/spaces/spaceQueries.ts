import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { abilitiesFor, can, SpaceAbilityActions, type Actor, type SpaceRole } from "@eln/shared";
import type { ProjectSummary, SpaceDetail, SpaceSummary } from "@eln/shared/spaces";
import type { DbOrTx } from "../db/client";
import { findRow } from "../db/findRow";
import { preparedQuery } from "../db/preparedQuery";
import { user } from "../accounts/schema";
import { spaceInvitations, spaceMembers, spaces } from "./schema";
import { projectMembers, projects } from "../projects/schema";
import type { SpaceAccess } from "./spaceAccess";
import { AppError } from "../http/AppError";

const iso = (d: Date) => d.toISOString();

/**
 * Takes the row lock on a space for the rest of the transaction, so membership
 * changes in one space happen one at a time (the last owner can never be removed
 * by two requests racing each other).
 */
export async function lockSpace(tx: DbOrTx, spaceId: string): Promise<void> {
  await tx.select({ id: spaces.id }).from(spaces).where(eq(spaces.id, spaceId)).for("update");
}

/** Whether a space role alone, without a project role, lets someone see every project of the space. */
export const seesEveryProject = (spaceRole: SpaceRole) => can({ spaceRole, projectRole: null }, "project.read");

/** Whether a space role may see the space's trash (and so how many projects are in it). */
const seesTrash = (spaceRole: SpaceRole) => can({ spaceRole, projectRole: null }, "space.trash");

/** My spaces with my role, the number of projects I can see in each, and those in its trash: one query. */
export async function listSpacesForUser(db: DbOrTx, userId: string): Promise<SpaceSummary[]> {
  const allProjects = sql<number>`(select count(*)::int from ${projects} p where p.space_id = ${spaces.id} and p.deleted_at is null)`;
  const trashedProjects = sql<number>`(select count(*)::int from ${projects} p where p.space_id = ${spaces.id} and p.deleted_at is not null)`;
  const myProjects = sql<number>`(
    select count(*)::int from ${projects} p join ${projectMembers} pm on pm.project_id = p.id and pm.user_id = ${userId}
    where p.space_id = ${spaces.id} and p.deleted_at is null
  )`;
  const rows = await db
    .select({ space: spaces, role: spaceMembers.role, allProjects, myProjects, trashedProjects })
    .from(spaces)
    .innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, spaces.id), eq(spaceMembers.userId, userId)))
    .orderBy(desc(spaces.createdAt));
  return rows.map((r) => ({
    id: r.space.id,
    title: r.space.title,
    name: r.space.title,
    description: r.space.description,
    role: r.role,
    projectCount: Number(seesEveryProject(r.role) ? r.allProjects : r.myProjects),
    trashedProjectCount: seesTrash(r.role) ? Number(r.trashedProjects) : null,
    createdAt: iso(r.space.createdAt),
    createdBy: r.space.createdBy,
  }));
}

const memberCount = sql<number>`(select count(*)::int from ${projectMembers} c where c.project_id = ${projects.id})`;

export function presentProject(p: typeof projects.$inferSelect, role: ProjectSummary["role"], members: number): ProjectSummary {
  return {
    id: p.id,
    title: p.title,
    name: p.title,
    description: p.description,
    spaceId: p.spaceId,
    space_id: p.spaceId,
    role,
    memberCount: members,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
    createdBy: p.createdBy,
  };
}

const visibleProjectsQuery = (all: boolean, name: string) =>
  preparedQuery((db) =>
    db
      .select({ project: projects, role: projectMembers.role, members: memberCount })
      .from(projects)
      .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, sql.placeholder("userId"))))
      .where(
        and(
          isNull(projects.deletedAt),
          eq(projects.spaceId, sql.placeholder("spaceId")),
          all ? undefined : isNotNull(projectMembers.userId),
        ),
      )
      .orderBy(desc(projects.createdAt))
      .prepare(name),
  );
const everyProjectQuery = visibleProjectsQuery(true, "eln_space_every_project");
const myProjectsQuery = visibleProjectsQuery(false, "eln_space_my_projects");

/**
 * The projects of a space the actor can see (all for a space owner, otherwise
 * those they belong to): one query whatever the number of projects; the filter
 * is the permission table's `project.read`.
 */
export async function listVisibleProjects(db: DbOrTx, spaceId: string, userId: string, actor: Actor): Promise<ProjectSummary[]> {
  const query = seesEveryProject(actor.spaceRole!) ? everyProjectQuery : myProjectsQuery;
  const rows = await query(db).execute({ spaceId, userId });
  return rows
    .filter((r) => can({ spaceRole: actor.spaceRole, projectRole: r.role }, "project.read"))
    .map((r) => presentProject(r.project, r.role, Number(r.members)));
}

export async function presentSpaceDetail(db: DbOrTx, access: SpaceAccess, userId: string): Promise<SpaceDetail> {
  const s = access.space;
  return {
    id: s.id,
    title: s.title,
    name: s.title,
    description: s.description,
    role: access.actor.spaceRole!,
    createdAt: iso(s.createdAt),
    createdBy: s.createdBy,
    projects: await listVisibleProjects(db, s.id, userId, access.actor),
    trashedProjectCount: seesTrash(access.actor.spaceRole!) ? await db.$count(projects, and(eq(projects.spaceId, s.id), isNotNull(projects.deletedAt))) : null,
    abilities: abilitiesFor(access.actor, SpaceAbilityActions),
  };
}

export async function listSpaceMembers(db: DbOrTx, spaceId: string) {
  const members = await db
    .select({ userId: spaceMembers.userId, email: user.email, fullName: user.name, role: spaceMembers.role })
    .from(spaceMembers)
    .innerJoin(user, eq(user.id, spaceMembers.userId))
    .where(eq(spaceMembers.spaceId, spaceId))
    .orderBy(asc(user.name), asc(user.email));
  const invitations = await db
    .select({ id: spaceInvitations.id, email: spaceInvitations.email, role: spaceInvitations.role, createdAt: spaceInvitations.createdAt })
    .from(spaceInvitations)
    .where(eq(spaceInvitations.spaceId, spaceId))
    // Newest first; a CSV's invitations share one moment, so within it by address (it was no clear order).
    .orderBy(desc(spaceInvitations.createdAt), asc(spaceInvitations.email));
  return { members, invitations: invitations.map((i) => ({ ...i, createdAt: iso(i.createdAt) })) };
}

/** How many owners a space has (read under the space lock). */
export const countSpaceOwners = (db: DbOrTx, spaceId: string): Promise<number> => db.$count(spaceMembers, and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.role, "owner")));

export const findSpaceMember = (db: DbOrTx, spaceId: string, userId: string) => findRow(db, spaceMembers, and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)));

export const lastSpaceOwner = () => new AppError("last_owner", "A space must keep at least one owner.", { details: { scope: "space" } });
