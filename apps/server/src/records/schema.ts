import { bytea, createdAt, optionalUuidRef, uuidPk, uuidPkRef, uuidRef } from "../db/columns";
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { notes, noteVersions } from "../notes/schema";
import { attachments } from "../attachments/schema";

/**
 * Electronic signatures (21 CFR Part 11 §11.50/§11.70): who (id and printed name, kept even if
 * the account goes), when, what it means, and the SHA-256 of exactly what was signed.
 */
export const noteSignatures = pgTable(
  "note_signatures",
  {
    id: uuidPk(),
    noteId: uuidRef("note_id", () => notes.id),
    signerId: text("signer_id"),
    signerName: text("signer_name").notNull(),
    meaning: text("meaning", { enum: ["authored", "reviewed", "approved", "witnessed"] }).notNull(),
    /** Hex SHA-256 of the canonical record (noteRecordHash.ts). */
    contentHash: text("content_hash").notNull(),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull(),
    /**
     * 1: the hash covers eln-note-record/1 (text, title, files) and the token certifies the hash
     * alone. 2: eln-note-record/2 (material lines too) and the token certifies the whole
     * signature: who, what it means, when and the hash (signatureEvidence.ts).
     */
    format: integer("format").notNull().default(2),
    /** RFC 3161 time-stamp token (DER) over what `format` says, when TSA_URL is set. */
    tsaToken: bytea("tsa_token"),
    tsaTime: timestamp("tsa_time", { withTimezone: true }),
    tsaUrl: text("tsa_url"),
  },
  (t) => [index("note_signatures_note_idx").on(t.noteId, t.signedAt)],
);

export const witnessRequests = pgTable(
  "witness_requests",
  {
    id: uuidPk(),
    noteId: uuidRef("note_id", () => notes.id),
    requestedBy: text("requested_by"),
    witnessId: text("witness_id").notNull(),
    status: text("status", { enum: ["pending", "signed"] }).notNull().default("pending"),
    signatureId: optionalUuidRef("signature_id", () => noteSignatures.id, "set null"),
    createdAt: createdAt(),
  },
  (t) => [index("witness_requests_witness_idx").on(t.witnessId, t.status), index("witness_requests_note_idx").on(t.noteId)],
);

/** SHA-256 of an attachment's bytes, computed once (stored files never change in place). */
export const attachmentDigests = pgTable("attachment_digests", {
  attachmentId: uuidPkRef("attachment_id", () => attachments.id),
  sha256: text("sha256").notNull(),
});

/** Who edited a note since its last version (filled as their Yjs updates arrive, emptied by the next version). */
export const noteEditAuthors = pgTable(
  "note_edit_authors",
  {
    noteId: uuidRef("note_id", () => notes.id),
    userId: text("user_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.noteId, t.userId] })],
);

/** Everyone whose edits a version contains. */
export const noteVersionAuthors = pgTable(
  "note_version_authors",
  {
    versionId: uuidRef("version_id", () => noteVersions.id),
    userId: text("user_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.userId] })],
);
