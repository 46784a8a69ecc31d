import { bigint, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { ChartSettings } from "@eln/shared/charts";
import { optionalUserRef } from "../accounts/schema";
import { notes } from "../notes/schema";
import { projects } from "../projects/schema";
import { timestamps, uuidPk, uuidRef } from "../db/columns";

/** A file attached to a note; its bytes live in the storage service under `storageKey`. */
export const attachments = pgTable(
  "attachments",
  {
    id: uuidPk(),
    noteId: uuidRef("note_id", () => notes.id),
    projectId: uuidRef("project_id", () => projects.id),
    name: text("name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    contentType: text("content_type").notNull(),
    storageKey: text("storage_key").notNull(),
    uploadedBy: optionalUserRef("uploaded_by"),
    /** The "Visualise" modal's remembered settings (validated with chartSettingsSchema). */
    chartSettings: jsonb("chart_settings").$type<ChartSettings>(),
    ...timestamps(),
  },
  (t) => [index("attachments_note_created_idx").on(t.noteId, t.createdAt)],
);
