import { index, pgTable, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import { optionalUserRef, user } from "../accounts/schema";
import { notes } from "../notes/schema";
import { createdAt, optionalUuidRef, textRef, uuidPk, uuidRef } from "../db/columns";

/** Comments on a note: a thread starts with a comment without parent; replies point at it. */
export const noteComments = pgTable(
  "note_comments",
  {
    id: uuidPk(),
    noteId: uuidRef("note_id", () => notes.id),
    parentId: optionalUuidRef("parent_id", (): AnyPgColumn => noteComments.id),
    authorId: optionalUserRef("author_id"),
    body: text("body").notNull(),
    /** The text selected when the thread was started (empty for a comment on the whole note). */
    quote: text("quote").notNull().default(""),
    section: text("section"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: optionalUserRef("resolved_by"),
    createdAt: createdAt(),
    /**
     * Set on a comment imported from an .eln archive: its writer as the archive names them ("" when
     * it does not), a person of that notebook, not an account here (authorId stays null).
     */
    importedAuthor: text("imported_author"),
    /** The notebook the imported comment came from, when the archive names it. */
    importedFrom: text("imported_from"),
  },
  (t) => [index("note_comments_note_idx").on(t.noteId, t.createdAt)],
);

/** In-app notifications: someone mentioned you in a comment, or asked you to witness a note. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuidPk(),
    userId: textRef("user_id", () => user.id),
    kind: text("kind", { enum: ["mention", "witnessRequest"] }).notNull(),
    noteId: optionalUuidRef("note_id", () => notes.id),
    commentId: optionalUuidRef("comment_id", () => noteComments.id),
    actorId: optionalUserRef("actor_id"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt)],
);
