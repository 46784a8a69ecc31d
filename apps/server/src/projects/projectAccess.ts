import { and, eq, isNull, sql } from "drizzle-orm";
import { authorizedRequest } from "../access/authorizedRequest";
import { authorizedTransaction } from "../access/authorizedTransaction";
import { sessionWithAccess } from "../access/sessionWithAccess";
import { lockProject } from "./projectMemberCommands";
import type { Action, Actor } from "@eln/shared";
import type { Db } from "../db/client";
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
  if (!row) return null;
  return {
    project: row.project,
    actor: actorOf(row.spaceRole, row.projectRole),
  };
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

/** The sign-in check and the caller's project access in one round trip (see spaces/spaceAccess.ts). */
export const authenticateProjectAccess = sessionWithAccess(sessionWithProjectQuery, loadProjectAccess, (row) =>
  row.project && row.spaceRole ? { project: row.project, actor: actorOf(row.spaceRole, row.projectRole) } : null,
);

/** The first steps of a project route: authenticate → load the project with the caller's roles → authorize. */
export const authorizeProjectRequest = authorizedRequest(authenticateProjectAccess, authorizeProject);

/** A project write route: authenticate, then load → authorize → run in one transaction. */
export const projectTransaction = authorizedTransaction(loadProjectAccess, authorizeProject);

/** The same, the project row locked first: membership changes of one project run one after another. */
export const lockedProjectTransaction = authorizedTransaction(loadProjectAccess, authorizeProject, (tx, id) => lockProject(tx, id));
