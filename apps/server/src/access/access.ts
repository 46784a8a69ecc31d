import { and, eq } from "drizzle-orm";
import { can, type Action, type Actor, type ProjectRole, type SpaceRole } from "@eln/shared";
import type { Db } from "../db/client";
import { spaceMembers, spaces } from "../spaces/schema";
import { projectMembers, projects } from "../projects/schema";
import { notes } from "../notes/schema";
import { AppError } from "../http/AppError";

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
    .where(eq(projects.id, projectId))
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
    .where(eq(notes.id, noteId))
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
export const authorizeNote = (a: NoteAccess | null, action: Action) => authorize(a, action, "note.read");
