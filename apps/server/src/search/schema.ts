import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { spaces } from "../spaces/schema";
import { projects } from "../projects/schema";
import { notes } from "../notes/schema";
import { optionalUuidRef, uuidRef } from "../db/columns";

/**
 * The search index of a space: one row per project and per note, kept by database
 * triggers on notes, projects, tags, note_tags, materials and note_materials (migration
 * `search_triggers`), so every write path — REST, the real-time editor's persistence,
 * restores, seeds — is followed in the same transaction.
 *
 * `search_text` is the folded text (NFKC + lower case: title, tags, material names and
 * every section; for projects title and description) searched with a trigram GIN index
 * for words of 3+ characters; `grams` holds its distinct 1- and 2-character pieces for
 * shorter words ('実験' is 2 characters), searched with `@>` on a GIN index.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    kind: text("kind", { enum: ["project", "note"] }).notNull(),
    id: uuid("id").notNull(),
    spaceId: uuidRef("space_id", () => spaces.id),
    projectId: uuidRef("project_id", () => projects.id),
    noteId: optionalUuidRef("note_id", () => notes.id),
    searchText: text("search_text").notNull(),
    grams: text("grams").array().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index("search_documents_space_idx").on(t.spaceId, t.kind, t.updatedAt.desc()),
    index("search_documents_project_idx").on(t.projectId, t.kind, t.updatedAt.desc()),
    index("search_documents_note_idx").on(t.noteId),
    index("search_documents_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("search_documents_grams_idx").using("gin", t.grams),
  ],
);
