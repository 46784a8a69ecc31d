import { and, eq, getTableColumns, isNull, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { authorizedRequest } from "../access/authorizedRequest";
import { authorizedTransaction } from "../access/authorizedTransaction";
import { sessionWithAccess } from "../access/sessionWithAccess";
import { can, type Action, type ProjectRole, type SpaceRole } from "@eln/shared";
import type { AuditKind } from "@eln/shared/audit";
import type { Db, DbOrTx, Tx } from "../db/client";
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

// A note's text: the JSON copy, the plain text and the Yjs state (megabytes for a long note).
const noteTextColumns = { content: notes.content, plainText: notes.plainText, ydoc: notes.ydoc };
type NoteText = Pick<NoteRow, keyof typeof noteTextColumns>;

// The record without its text: every note route checks access with it; the few that need the text read it apart.
const { content: _content, plainText: _plainText, ydoc: _ydoc, ...metaColumns } = getTableColumns(notes);
export const noteMetaColumns = metaColumns;
export type NoteMeta = Omit<NoteRow, keyof NoteText>;

export interface NoteAccess extends ProjectAccess {
  note: NoteMeta;
}

/** Parts of a note's text (its JSON copy, plain text, Yjs state), for the routes that show or hash it. */
export async function loadNoteText<K extends keyof NoteText>(db: DbOrTx, noteId: string, parts: K[]): Promise<Pick<NoteText, K>> {
  const [row] = await db
    .select(Object.fromEntries(parts.map((k) => [k, noteTextColumns[k]])) as Pick<typeof noteTextColumns, K>)
    .from(notes)
    .where(eq(notes.id, noteId))
    .limit(1);
  if (!row) throw new AppError("not_found", "The note was not found.");
  return row as Pick<NoteText, K>;
}

/**
 * A note's sections now: the live document's when it is open (`live`), else the stored JSON copy
 * (`stored` when the caller has it already).
 */
export async function contentNow(
  db: DbOrTx,
  noteId: string,
  live: { content: unknown } | null | undefined,
  stored?: Record<string, unknown> | null,
): Promise<Record<string, unknown>> {
  return (live?.content ?? stored ?? (await loadNoteText(db, noteId, ["content"])).content) as Record<string, unknown>;
}

/** The access a row of the note, its project and the caller's roles gives: none without a space role. */
function toAccess(row: { note: NoteMeta | null; project: ProjectAccess["project"] | null; spaceRole: SpaceRole | null; projectRole: ProjectRole | null }): NoteAccess | null {
  return row.note?.id && row.project && row.spaceRole ? { note: row.note, project: row.project, actor: actorOf(row.spaceRole, row.projectRole) } : null;
}

export async function loadNoteAccess(db: Db, noteId: string, userId: string): Promise<NoteAccess | null> {
  if (!isUuid(noteId)) return null;
  const [row] = await db
    .select({ note: noteMetaColumns, project: projects, spaceRole: spaceMembers.role, projectRole: projectMembers.role })
    .from(notes)
    .innerJoin(projects, eq(projects.id, notes.projectId))
    .innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, projects.spaceId), eq(spaceMembers.userId, userId)))
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)))
    .where(and(eq(notes.id, noteId), isNull(notes.deletedAt), isNull(projects.deletedAt)))
    .limit(1);
  return row ? toAccess(row) : null;
}

/**
 * What changes a note's record: refused while the note is locked, whoever asks. On a note,
 * tag.write is tagging it (its tags are part of the record and of each version).
 */
export const NoteWriteActions: readonly Action[] = ["note.update", "note.delete", "tag.write", "attachment.write", "noteMaterial.write"];

const lockedFor = (access: NoteAccess, action: Action) => !!access.note.lockedAt && NoteWriteActions.includes(action);

const noteLocked = () => new AppError("note_locked", "This note is locked and cannot be changed.");

export const authorizeNote = <A extends NoteAccess>(a: A | null, action: Action): A => {
  const access = authorize(a, action, "note.read");
  if (lockedFor(access, action)) throw noteLocked();
  return access;
};

/**
 * Holds the note's row until the caller's transaction commits, and refuses if the note is locked
 * now. authorizeNote saw the note when the request came; a write that runs later (a file's body
 * can take seconds to arrive) checks again here, and a lock made while the row is held waits for
 * the commit.
 */
export async function holdOpenNote(tx: Tx, noteId: string): Promise<void> {
  const [note] = await tx.select({ lockedAt: notes.lockedAt }).from(notes).where(eq(notes.id, noteId)).for("share");
  if (note?.lockedAt) throw noteLocked();
}

/**
 * holdOpenNote for a transaction that then updates the note's row (NO KEY UPDATE, as
 * holdNoteForWrite below): for a write authorized before its transaction began.
 */
export async function holdOpenNoteForUpdate(tx: Tx, noteId: string): Promise<void> {
  const [note] = await tx.select({ lockedAt: notes.lockedAt }).from(notes).where(eq(notes.id, noteId)).for("no key update");
  if (note?.lockedAt) throw noteLocked();
}

/**
 * Whether any note `link` names (a row of `link` where `where`, its note in `noteId`) is locked,
 * their rows held KEY SHARE: a lock (FOR UPDATE) of one waits for the caller's commit, so none is
 * locked between this check and the caller's write (deleting a tag, renaming a material).
 */
export async function anyLockedNote(tx: Tx, link: PgTable, noteId: PgColumn, where: SQL): Promise<boolean> {
  const rows = await tx
    .select({ lockedAt: notes.lockedAt })
    .from(link)
    .innerJoin(notes, eq(notes.id, noteId))
    .where(where)
    .for("key share", { of: notes });
  return rows.some((n) => n.lockedAt);
}

/** Whether authorizeNote lets the caller do `action` now: for the abilities an answer offers (none that write on a locked note). */
export const mayOnNote = (access: NoteAccess, action: Action) => can(access.actor, action) && !lockedFor(access, action);

/** The session joined to a note, its project and the caller's roles; `text`: parts of the note's text to bring along. */
const sessionWithNoteQuery = <T extends Partial<typeof noteTextColumns>>(name: string, text: T) =>
  preparedQuery((db) =>
    db
      .select({ ...sessionColumns, ...text, note: noteMetaColumns, project: projects, spaceRole: spaceMembers.role, projectRole: projectMembers.role })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .leftJoin(notes, and(eq(notes.id, sql.placeholder("id")), isNull(notes.deletedAt)))
      .leftJoin(projects, and(eq(projects.id, notes.projectId), isNull(projects.deletedAt)))
      .leftJoin(spaceMembers, and(eq(spaceMembers.spaceId, projects.spaceId), eq(spaceMembers.userId, user.id)))
      .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, user.id)))
      .where(eq(session.token, sql.placeholder("token")))
      .limit(1)
      .prepare(name),
  );

/** The sign-in check with the caller's access to a note, in one round trip (as for spaces and projects). */
export const authenticateNoteAccess = sessionWithAccess(sessionWithNoteQuery("eln_session_with_note", {}), loadNoteAccess, (row) => toAccess(row));

/** The same with the note's stored JSON copy, for the routes that show it (still one round trip). */
export const authenticateNoteWithContent = sessionWithAccess(
  sessionWithNoteQuery("eln_session_with_note_content", { content: notes.content }),
  async (db, id, userId) => {
    const access = await loadNoteAccess(db, id, userId);
    return access && { ...access, content: (await loadNoteText(db, id, ["content"])).content };
  },
  (row) => {
    const access = toAccess(row);
    return access && { ...access, content: row.content };
  },
);

/**
 * The first steps of a note route, in order: who calls and the note with their roles (one round
 * trip), whether they may (authorize: 404 unseen, 403 forbidden, 409 locked for writes).
 */
export const authorizeNoteRequest = authorizedRequest(authenticateNoteAccess, authorizeNote);

/** The same, with the note's stored JSON copy (for the note's own page). */
export const authorizeNoteWithContentRequest = authorizedRequest(authenticateNoteWithContent, authorizeNote);

/**
 * A write on a note holds the note's row from before its access is loaded until it commits, so
 * authorizeNote judges the lock as it stands and a lock (FOR UPDATE, records/lockCommands.ts)
 * waits for the writes already authorized: none lands after the lock. NO KEY UPDATE, not SHARE:
 * the writes then date the note (an UPDATE of this row), and two writers each holding SHARE
 * would deadlock on that; holding it from the start runs one note's writers one after another.
 */
async function holdNoteForWrite(tx: Tx, noteId: string, action: Action) {
  if (NoteWriteActions.includes(action)) await tx.select({ id: notes.id }).from(notes).where(eq(notes.id, noteId)).for("no key update");
}

/** A note write route: authenticate, then hold the note (writes) → load → authorize → run in one transaction. */
export const noteTransaction = authorizedTransaction(loadNoteAccess, authorizeNote, holdNoteForWrite);

/**
 * An audit event about the note of `access`: on its space's chain, naming the note and carrying
 * its title and project, then `data` (which may name another title, a version's).
 */
export function noteAuditEvent(access: NoteAccess, kind: AuditKind, actorId: string, data: Record<string, unknown> = {}) {
  return { spaceId: access.project.spaceId, kind, actorId, target: { type: "note", id: access.note.id }, data: { title: access.note.title, projectId: access.project.id, ...data } };
}
