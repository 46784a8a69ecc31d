import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Action, Actor, ProjectRole, SpaceRole } from "@eln/shared";
import type { Db } from "../db/client";
import { preparedQuery } from "../db/preparedQuery";
import { authorize, isUuid, unauthenticated } from "../access/access";
import { acceptSession, authenticate, requestToken } from "../http/authenticate";
import type { SessionUser } from "../http/context";
import { session, user } from "../accounts/schema";
import { sessionColumns } from "../accounts/sessionResolver";
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
    actor: { spaceRole: row.spaceRole as SpaceRole, projectRole: (row.projectRole as ProjectRole | null) ?? null },
  };
}

export const authorizeProject = (a: ProjectAccess | null, action: Action) => authorize(a, action, "project.read");

const sessionWithProjectQuery = preparedQuery((db) =>
  db
    .select({ ...sessionColumns, project: projects, spaceRole: spaceMembers.role, projectRole: projectMembers.role })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(projects, and(eq(projects.id, sql.placeholder("projectId")), isNull(projects.deletedAt)))
    .leftJoin(spaceMembers, and(eq(spaceMembers.spaceId, projects.spaceId), eq(spaceMembers.userId, user.id)))
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, user.id)))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("eln_session_with_project"),
);

/** The sign-in check and the caller's project access in one round trip (see spaces/spaceAccess.ts). */
export async function authenticateProjectAccess(req: FastifyRequest, projectId: string): Promise<{ me: SessionUser; access: ProjectAccess | null }> {
  const token = requestToken(req);
  if (req.sessionUser !== undefined || !token || !isUuid(projectId)) {
    const me = await authenticate(req);
    return { me, access: await loadProjectAccess(req.server.ctx.db, projectId, me.id) };
  }
  const [row] = await sessionWithProjectQuery(req.server.ctx.db).execute({ token, projectId });
  const me = await acceptSession(req, token, row);
  if (!me) throw unauthenticated();
  if (!row.project || !row.spaceRole) return { me, access: null };
  return { me, access: { project: row.project, actor: { spaceRole: row.spaceRole as SpaceRole, projectRole: (row.projectRole as ProjectRole | null) ?? null } } };
}

/** The first steps of a project route: authenticate → load the project with the caller's roles → authorize. */
export async function authorizeProjectRequest(req: FastifyRequest, projectId: string, action: Action) {
  const { me, access } = await authenticateProjectAccess(req, projectId);
  return { me, access: authorizeProject(access, action) };
}
