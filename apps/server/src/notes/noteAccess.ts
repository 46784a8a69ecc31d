import { and, eq, isNull, sql } from "drizzle-orm";
import { authorizedRequest } from "../access/authorizedRequest";
import { authorizedTransaction } from "../access/authorizedTransaction";
import { sessionWithAccess } from "../access/sessionWithAccess";
import type { Action } from "@eln/shared";
import type { AuditKind } from "@eln/shared/audit";
import type { Db } from "../db/client";
import { AppError } from "../http/AppError";
import { preparedQuery } from "../db/preparedQuery";
import { session, user } from "../accounts/schema";
import { sessionColumns } from "../accounts";
import { actorOf, authorize, isUuid } from "../access/access";
import { spaceMembers } from "../spaces/schema";
import { projectMembers, projects } from "../projects/schema";
import type { ProjectAccess } from "../projects";
import { notes } from "./schema";

export type NoteRow = typeof notes.$inferSelect;
export interface NoteAccess extends ProjectAccess {
  note: NoteRow;
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
    actor: actorOf(row.spaceRole, row.projectRole),
  };
}

/** What changes a note's record: refused while the note is locked, whoever asks. */
export const NoteWriteActions: readonly Action[] = ["note.update", "note.delete", "attachment.write", "noteMaterial.write"];

export const authorizeNote = (a: NoteAccess | null, action: Action) => {
  const access = authorize(a, action, "note.read");
  if (access.note.lockedAt && NoteWriteActions.includes(action)) throw new AppError("note_locked", "This note is locked and cannot be changed.");
  return access;
};

const sessionWithNoteQuery = preparedQuery((db) =>
  db
    .select({ ...sessionColumns, note: notes, project: projects, spaceRole: spaceMembers.role, projectRole: projectMembers.role })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(notes, and(eq(notes.id, sql.placeholder("id")), isNull(notes.deletedAt)))
    .leftJoin(projects, and(eq(projects.id, notes.projectId), isNull(projects.deletedAt)))
    .leftJoin(spaceMembers, and(eq(spaceMembers.spaceId, projects.spaceId), eq(spaceMembers.userId, user.id)))
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, user.id)))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("eln_session_with_note"),
);

/** The sign-in check with the caller's access to a note, in one round trip (as for spaces and projects). */
export const authenticateNoteAccess = sessionWithAccess(sessionWithNoteQuery, loadNoteAccess, (row) =>
  row.note && row.project && row.spaceRole ? { note: row.note, project: row.project, actor: actorOf(row.spaceRole, row.projectRole) } : null,
);

/**
 * The first steps of a note route, in order: who calls and the note with their roles (one round
 * trip), whether they may (authorize: 404 unseen, 403 forbidden, 409 locked for writes).
 */
export const authorizeNoteRequest = authorizedRequest(authenticateNoteAccess, authorizeNote);

/** A note write route: authenticate, then load → authorize → run in one transaction. */
export const noteTransaction = authorizedTransaction(loadNoteAccess, authorizeNote);

/**
 * An audit event about the note of `access`: on its space's chain, naming the note and carrying
 * its title and project, then `data` (which may name another title, a version's).
 */
export function noteAuditEvent(access: NoteAccess, kind: AuditKind, actorId: string, data: Record<string, unknown> = {}) {
  return { spaceId: access.project.spaceId, kind, actorId, target: { type: "note", id: access.note.id }, data: { title: access.note.title, projectId: access.project.id, ...data } };
}
