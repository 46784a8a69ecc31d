import { bigint, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { ElnImportAnswer } from "@eln/shared/eln";
import { user } from "../accounts/schema";
import { spaces } from "../spaces/schema";
import { textRef, timestamps, uuidPk, uuidRef } from "../db/columns";

/**
 * A large .eln import: uploaded resumably (tus), then imported in the background. The row is the
 * job's state so any instance can report its progress.
 */
export const elnImportJobs = pgTable(
  "eln_import_jobs",
  {
    id: uuidPk(),
    spaceId: uuidRef("space_id", () => spaces.id),
    userId: textRef("user_id", () => user.id),
    fileName: text("file_name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    status: text("status", { enum: ["uploading", "running", "done", "failed"] }).notNull().default("uploading"),
    /** 0–100 while running. */
    progress: integer("progress").notNull().default(0),
    result: jsonb("result").$type<ElnImportAnswer>(),
    /** `{ code, message, reason? }` of a failed import. */
    error: jsonb("error").$type<{ code: string; message: string; reason?: string }>(),
    ...timestamps(),
  },
  (t) => [index("eln_import_jobs_user_idx").on(t.userId, t.createdAt)],
);
