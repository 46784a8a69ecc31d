import { and, eq, isNull, sql } from "drizzle-orm";
import { resourcePipeline } from "../access/resourcePipeline";
import { lockProject } from "./projectMemberCommands";
import { can, type Action, type Actor, type ProjectRole, type SpaceRole } from "@eln/shared";
import type { Db, DbOrTx } from "../db/client";
import { preparedQuery } from "../db/preparedQuery";
import { actorOf, authorize, isUuid } from "../access/access";
import { session, user } from "../accounts/schema";
import { sessionColumns } from "../accounts";
import { spaceMembers } from "../spaces/schema";
import { projectMembers, projects } from "./schema";

export type ProjectRow = typeof projects.$inferSelect;
export interface ProjectAccess {
  project: ProjectRow;
  actor: Actor;
}

/** The access a row of the project and the caller's roles gives: none without a space role. */
function toAccess(row: { project: ProjectRow | null; spaceRole: SpaceRole | null; projectRole: ProjectRole | null }): ProjectAccess | null {
  return row.project && row.spaceRole ? { project: row.project, actor: actorOf(row.spaceRole, row.projectRole) } : null;
}

/** One query: the project, the caller's space role and project role. */
export async function loadProjectAccess(db: Db, projectId: string, userId: string): Promise<ProjectAccess | null> {
  if (!isUuid(projectId)) return null;
  const [row] = await db
    .select({ project: projects, spaceRole: spaceMembers.role, projectRole: projectMembers.role })
    .from(projects)
    .innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, projects.spaceId), eq(spaceMembers.userId, userId)))
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)))
    // What is in the trash does not exist for anyone but the trash screen.
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)))
    .limit(1);
  return row ? toAccess(row) : null;
}

export const authorizeProject = (a: ProjectAccess | null, action: Action) => authorize(a, action, "project.read");

const sessionWithProjectQuery = preparedQuery((db) =>
  db
    .select({ ...sessionColumns, project: projects, spaceRole: spaceMembers.role, projectRole: projectMembers.role })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(projects, and(eq(projects.id, sql.placeholder("id")), isNull(projects.deletedAt)))
    .leftJoin(spaceMembers, and(eq(spaceMembers.spaceId, projects.spaceId), eq(spaceMembers.userId, user.id)))
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, user.id)))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("eln_session_with_project"),
);

/** The sign-in check with the caller's project access (see spaces/spaceAccess.ts), and the project's read and write pipelines. */
export const {
  authenticateAccess: authenticateProjectAccess,
  authorizeRequest: authorizeProjectRequest,
  transaction: projectTransaction,
  lockedTransaction: lockedProjectTransaction,
} = resourcePipeline({
  load: loadProjectAccess,
  authorize: authorizeProject,
  sessionQuery: sessionWithProjectQuery,
  toAccess,
  lock: lockProject,
});

/**
 * The projects (not in the trash) of the caller's spaces on which the permission table allows
 * `action`: for lists that span projects (the notification bell), decided by `can()` as a single
 * project's access is, not by a second copy of the rule in SQL.
 */
export async function projectIdsAllowing(db: DbOrTx, userId: string, action: Action): Promise<string[]> {
  const rows = await db
    .select({ id: projects.id, spaceRole: spaceMembers.role, projectRole: projectMembers.role })
    .from(projects)
    .innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, projects.spaceId), eq(spaceMembers.userId, userId)))
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)))
    .where(isNull(projects.deletedAt));
  return rows.filter((r) => can(actorOf(r.spaceRole, r.projectRole), action)).map((r) => r.id);
}
