import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { optionalUserRef } from "../accounts/schema";
import { projects } from "../projects/schema";
import { NoteVersionReasons } from "@eln/shared/notes";
import { bytea, createdAt, timestamps, trashColumns, uuidPk, uuidRef } from "../db/columns";

export const tags = pgTable(
  "tags",
  {
    id: uuidPk(),
    projectId: uuidRef("project_id", () => projects.id),
    title: text("title").notNull(),
    color: text("color").notNull().default("#1565c0"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("tags_project_title_uq").on(t.projectId, t.title)],
);

export const notes = pgTable(
  "notes",
  {
    id: uuidPk(),
    projectId: uuidRef("project_id", () => projects.id),
    title: text("title").notNull(),
    /** JSON copy of each rich-text section (ProseMirror JSON), kept in step with the Yjs document. */
    content: jsonb("content").$type<Record<string, unknown>>().notNull().default({}),
    /** Plain text of every section, for search and PDF. */
    plainText: text("plain_text").notNull().default(""),
    /** The Yjs document state: the source of truth for the rich text. */
    ydoc: bytea("ydoc"),
    createdBy: optionalUserRef("created_by"),
    updatedBy: optionalUserRef("updated_by"),
    ...timestamps(),
    /** Set when the note changed after its last version; the version writer clears it (survives restarts). */
    dirtySince: timestamp("dirty_since", { withTimezone: true }),
    /** Set while the note is locked (records/): read-only for everyone; a trigger refuses content changes. */
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedBy: text("locked_by"),
    /** "owner" (locked by an owner) or "witnessed" (countersigned). */
    lockCause: text("lock_cause", { enum: ["owner", "witnessed"] }),
    /**
     * Set on a note imported from an .eln archive (eln/): the notebook it came from and its author
     * there (a name, not an account of ours). created_by is then who imported it, at imported_at;
     * created_at and updated_at keep the original dates.
     */
    importedFrom: text("imported_from"),
    originalAuthor: text("original_author"),
    importedAt: timestamp("imported_at", { withTimezone: true }),
    ...trashColumns(),
  },
  (t) => [
    index("notes_project_updated_idx").on(t.projectId, t.updatedAt),
    index("notes_project_created_idx").on(t.projectId, t.createdAt),
    index("notes_project_title_idx").on(t.projectId, t.title),
    // The version sweeper looks for notes edited and gone quiet, every few seconds: only those rows.
    index("notes_dirty_updated_idx").on(t.updatedAt).where(sql`${t.dirtySince} is not null`),
  ],
);

export const noteTags = pgTable(
  "note_tags",
  {
    noteId: uuidRef("note_id", () => notes.id),
    tagId: uuidRef("tag_id", () => tags.id),
  },
  (t) => [primaryKey({ columns: [t.noteId, t.tagId] }), index("note_tags_tag_idx").on(t.tagId)],
);

/** Immutable snapshots: a database trigger refuses UPDATE on this table. */
export const noteVersions = pgTable(
  "note_versions",
  {
    id: uuidPk(),
    noteId: uuidRef("note_id", () => notes.id),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    plainText: text("plain_text").notNull().default(""),
    tags: jsonb("tags").$type<{ id: string; title: string; color: string }[]>().notNull().default([]),
    materials: jsonb("materials").$type<unknown[]>().notNull().default([]),
    ydoc: bytea("ydoc"),
    reason: text("reason", { enum: NoteVersionReasons }).notNull(),
    authorId: optionalUserRef("author_id"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("note_versions_note_version_uq").on(t.noteId, t.version)],
);

/**
 * Every Yjs update a client sent, stored before the server acknowledges it; compacted
 * into notes.ydoc when the document is stored, applied on load if the server died first.
 */
export const noteUpdates = pgTable(
  "note_updates",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    noteId: uuidRef("note_id", () => notes.id),
    update: bytea("update").notNull(),
    userId: text("user_id"),
    createdAt: createdAt(),
  },
  (t) => [index("note_updates_note_idx").on(t.noteId, t.id)],
);
