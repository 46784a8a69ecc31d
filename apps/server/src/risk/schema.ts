import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { lastChange, optionalUserRef } from "../accounts/schema";
import { spaces } from "../spaces/schema";
import { notes } from "../notes/schema";
import { materials } from "../materials/schema";
import { bytea, optionalUuidRef, uuidPk, uuidPkRef, uuidRef } from "../db/columns";
import type { AssessmentInputPayload } from "@eln/shared/risk";

/** A note's pre-experiment screening: one row per note, created on first save. */
export const noteRiskScreenings = pgTable("note_risk_screenings", {
  noteId: uuidPkRef("note_id", () => notes.id),
  answers: jsonb("answers").$type<Record<string, "yes" | "no" | "na">>().notNull().default({}),
  comments: jsonb("comments").$type<Record<string, string>>().notNull().default({}),
  /** Fingerprint of the note's materials when every question was last answered; null: never completed. */
  answeredFingerprint: text("answered_fingerprint"),
  completedBy: optionalUserRef("completed_by"),
  completedAt: timestamp("completed_at", { withTimezone: true }),
  /** Set when the materials changed after completion; cleared when the screening is completed again. */
  materialsChangedAt: timestamp("materials_changed_at", { withTimezone: true }),
  ...lastChange(),
});

/** The CREATE-SIMPLE inputs a user edited, per note and material (absent: defaults from the register). */
export const noteRiskAssessments = pgTable(
  "note_risk_assessments",
  {
    noteId: uuidRef("note_id", () => notes.id),
    materialId: uuidRef("material_id", () => materials.id),
    inputs: jsonb("inputs").$type<AssessmentInputPayload>().notNull(),
    ...lastChange(),
  },
  (t) => [primaryKey({ columns: [t.noteId, t.materialId] })],
);

/**
 * Every report sent, kept for the record (the 2023 amendment requires keeping assessment
 * results). Append-only: a trigger (migration risk_reports_append_only) refuses DELETE and any
 * UPDATE except the foreign keys' own SET NULL, so deleting a note or a user keeps its reports,
 * with the note title and sender name copied in.
 */
export const riskReports = pgTable(
  "risk_reports",
  {
    id: uuidPk(),
    noteId: optionalUuidRef("note_id", () => notes.id, "set null"),
    noteTitle: text("note_title").notNull(),
    kind: text("kind", { enum: ["screening", "assessment"] }).notNull(),
    sentBy: optionalUserRef("sent_by"),
    sentByName: text("sent_by_name").notNull(),
    sentTo: text("sent_to").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    filename: text("filename").notNull(),
    pdf: bytea("pdf").notNull(),
    pdfSize: integer("pdf_size").notNull(),
    pdfSha256: text("pdf_sha256").notNull(),
    /** The note state the report was made from (see riskFingerprint.ts). */
    noteFingerprint: text("note_fingerprint").notNull(),
  },
  (t) => [index("risk_reports_note_idx").on(t.noteId, t.sentAt)],
);

/** The safety officer's address, remembered per space from the last report sent. */
export const spaceRiskSettings = pgTable("space_risk_settings", {
  spaceId: uuidPkRef("space_id", () => spaces.id),
  safetyOfficerEmail: text("safety_officer_email"),
  ...lastChange(),
});
