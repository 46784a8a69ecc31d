import { and, eq, isNull, sql } from "drizzle-orm";
import { can, type Action, type Actor, type ProjectRole, type SpaceRole } from "@eln/shared";
import type { Db } from "../db/client";
import { preparedQuery } from "../db/preparedQuery";
import { spaceMembers, spaces } from "../spaces/schema";
import { projectMembers, projects } from "../projects/schema";
import { notes } from "../notes/schema";
import type { FastifyRequest } from "fastify";
import { AppError } from "../http/AppError";
import { acceptSession, authenticate, requestToken, sessionColumns } from "../http/authenticate";
import type { SessionUser } from "../http/context";
import { session, user } from "../accounts/schema";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);

export type SpaceRow = typeof spaces.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type NoteRow = typeof notes.$inferSelect;

export interface SpaceAccess {
  space: SpaceRow;
  actor: Actor;
}
export interface ProjectAccess {
  project: ProjectRow;
  actor: Actor;
}
export interface NoteAccess extends ProjectAccess {
  note: NoteRow;
}

/** The caller's role in a space, and the space; null when it does not exist or they are not in it. */
export async function loadSpaceAccess(db: Db, spaceId: string, userId: string): Promise<SpaceAccess | null> {
  if (!isUuid(spaceId)) return null;
  const [row] = await db
    .select({ space: spaces, role: spaceMembers.role })
    .from(spaces)
    .innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, spaces.id), eq(spaceMembers.userId, userId)))
    .where(eq(spaces.id, spaceId))
    .limit(1);
  return row ? { space: row.space, actor: { spaceRole: row.role as SpaceRole, projectRole: null } } : null;
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

export async function loadNoteAccess(db: Db, noteId: string, userId: string): Promise<NoteAccess | null> {
  if (!isUuid(noteId)) return null;
  const [row] = await db
    .select({ note: notes, project: projects, spaceRole: spaceMembers.role, projectRole: projectMembers.role })
    .from(notes)
    .innerJoin(projects, eq(projects.id, notes.projectId))
    .innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, projects.spaceId), eq(spaceMembers.userId, userId)))
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)))
    .where(and(eq(notes.id, noteId), isNull(notes.deletedAt), isNull(projects.deletedAt)))
    .limit(1);
  if (!row) return null;
  return {
    note: row.note,
    project: row.project,
    actor: { spaceRole: row.spaceRole as SpaceRole, projectRole: (row.projectRole as ProjectRole | null) ?? null },
  };
}

/**
 * The authorize step: what the caller may not see answers 404 (ids cannot be
 * probed); what they see but may not change answers 403.
 */
export function authorize<T extends { actor: Actor }>(access: T | null, action: Action, readAction: Action): T {
  if (!access || !can(access.actor, readAction)) throw new AppError("not_found", "Not found");
  if (!can(access.actor, action)) throw new AppError("forbidden", "You do not have permission to do this.");
  return access;
}

export const authorizeSpace = (a: SpaceAccess | null, action: Action) => authorize(a, action, "space.read");
export const authorizeProject = (a: ProjectAccess | null, action: Action) => authorize(a, action, "project.read");

/*
 * Hot read paths: the sign-in check and the caller's access in ONE round trip (session, user,
 * membership roles and the row joined), instead of one query for the session and one for the
 * access. Every round trip costs two process switches on a busy machine.
 */
const unauthenticated = () => new AppError("unauthenticated", "Sign in required");

const sessionWithSpaceQuery = preparedQuery((db) =>
  db
    .select({ ...sessionColumns, space: spaces, role: spaceMembers.role })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(spaceMembers, and(eq(spaceMembers.userId, user.id), eq(spaceMembers.spaceId, sql.placeholder("spaceId"))))
    .leftJoin(spaces, eq(spaces.id, spaceMembers.spaceId))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("eln_session_with_space"),
);

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

export async function authenticateSpaceAccess(req: FastifyRequest, spaceId: string): Promise<{ me: SessionUser; access: SpaceAccess | null }> {
  const token = requestToken(req);
  if (req.sessionUser !== undefined || !token || !isUuid(spaceId)) {
    const me = await authenticate(req);
    return { me, access: await loadSpaceAccess(req.server.ctx.db, spaceId, me.id) };
  }
  const [row] = await sessionWithSpaceQuery(req.server.ctx.db).execute({ token, spaceId });
  const me = await acceptSession(req, token, row);
  if (!me) throw unauthenticated();
  return { me, access: row.space && row.role ? { space: row.space, actor: { spaceRole: row.role as SpaceRole, projectRole: null } } : null };
}

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
/** What changes a note's record: refused while the note is locked, whoever asks. */
export const NoteWriteActions: readonly Action[] = ["note.update", "note.delete", "attachment.write", "noteMaterial.write"];

export const authorizeNote = (a: NoteAccess | null, action: Action) => {
  const access = authorize(a, action, "note.read");
  if (access.note.lockedAt && NoteWriteActions.includes(action)) throw new AppError("note_locked", "This note is locked and cannot be changed.");
  return access;
};
