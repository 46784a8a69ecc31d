import { z } from "zod";
import { tooLongError } from "../validation/tooLongError";
import { chartSettingsSchema } from "../charts/chartSettingsSchema";
import { tagColorSchema } from "../notes/noteSchemas";

/** Limits of .eln import (docs/design.md §2: archives are read from a temp file, entries streamed into storage). */
export const ElnLimits = {
  /** Largest archive the direct multipart upload accepts. */
  uploadMaxBytes: 200 * 1024 * 1024,
  /** Largest archive the resumable (tus) path accepts; it is imported as a background job. */
  resumableMaxBytes: 500 * 1024 * 1024,
  /** Archives above this go through the resumable path in the web app. */
  resumableFromBytes: 20 * 1024 * 1024,
  /** Sum of the uncompressed sizes, declared and actual. */
  uncompressedMaxBytes: 2 * 1024 * 1024 * 1024,
  /** An entry that inflates more than this many times its compressed size is treated as a zip bomb. */
  compressionRatioMax: 100,
  /** The ratio rule only applies above this size (small text files legitimately compress well). */
  ratioCheckMinBytes: 1024 * 1024,
  /** ro-crate-metadata.json is parsed in memory. */
  metadataMaxBytes: 32 * 1024 * 1024,
} as const;

/** Why an archive was refused; the web app shows `eln:errors.<reason>`. */
export const ElnRejectReasons = [
  "not_zip",
  "truncated",
  "no_metadata",
  "multiple_roots",
  "unsafe_path",
  "zip_bomb",
  "not_rocrate",
  "too_large",
  "no_file",
] as const;
export type ElnRejectReason = (typeof ElnRejectReasons)[number];

/** What was imported with a remark; the web app shows `eln:warnings.<code>` with the path. */
export const ElnWarningCodes = [
  "file_too_large",
  "sha256_mismatch",
  /** The crate's sha256 is not a SHA-256 (not 64 hex digits: PASTA writes MD5s there), so the file was not checked. */
  "sha256_invalid",
  /** The crate's contentSize is not the file's size in bytes. */
  "size_mismatch",
  "file_missing",
  "unlisted_file",
  "missing_name",
  "missing_version",
  "too_many_tags",
  "unreadable_content",
  /** A line of our own materials.json that could not be read (no name, a bad quantity or unit). */
  "material_skipped",
  /** Our own risk-assessment.json: screening and assessment are redone in the new place, not imported. */
  "risk_not_imported",
  /** Our own versions.json: the note's history elsewhere, kept as an attachment, not recreated as versions. */
  "history_kept_as_file",
  /** Our own signatures.json: signed in the notebook it came from, kept as an attachment, never as signatures here. */
  "signatures_kept_as_file",
] as const;
export type ElnWarningCode = (typeof ElnWarningCodes)[number];

export const elnWarningSchema = z.object({ code: z.enum(ElnWarningCodes), path: z.string() });
export type ElnWarning = z.infer<typeof elnWarningSchema>;

export const elnImportAnswerSchema = z.object({
  projectId: z.string(),
  notes: z.number().int(),
  /**
   * Real files, and a note's history elsewhere (our versions.json) kept as a file; the other sidecar JSON (note, materials, risk) is read, not attached.
   * Another notebook's dataset metadata, attached to each of its notes as ro-crate-dataset.json, is not counted (answers stored before this counted it).
   */
  attachments: z.number().int(),
  /** Material lines put back on notes (our own export's materials.json); 0 in answers stored before they were counted. */
  materialLines: z.number().int().default(0),
  /** Materials the target space did not have, added to its register for those lines. */
  materialsCreated: z.number().int().default(0),
  warnings: z.array(elnWarningSchema),
});
export type ElnImportAnswer = z.infer<typeof elnImportAnswerSchema>;

/** Marks our own editor JSON inside an export, so an import can restore sections losslessly. */
export const ElnNoteFormat = "eln-note/1";

/**
 * What our note.json carries beside the sections, that RO-Crate has no place for: each tag's
 * colour (by title), each attachment's "Visualise" settings and its id in the notebook it was
 * exported from (both by its path in the note's folder, "files/run.csv"; an import gives the files
 * new ids, and the ids tell which file an inline image of the sections shows). Read entry by entry
 * on import; one that fails its schema is left out.
 */
export const elnNoteExtrasSchema = z.object({
  tagColors: z.record(z.string(), tagColorSchema).optional(),
  charts: z.record(z.string(), chartSettingsSchema).optional(),
  attachmentIds: z.record(z.string(), z.uuid()).optional(),
});
export type ElnNoteExtras = z.infer<typeof elnNoteExtrasSchema>;

/**
 * One entry of materials.json in our own export: the material (enough to find it in another
 * space's register, or to add it there) and the note's line. Read leniently: each field is checked
 * again by the material and line rules on import.
 */
export const elnMaterialLineSchema = z.object({
  name: z.string(),
  nameEn: z.string().nullish(),
  casNumber: z.string().nullish(),
  formula: z.string().nullish(),
  molarMass: z.number().nullish(),
  density: z.number().nullish(),
  riskType: z.string().nullish(),
  physicalState: z.string().nullish(),
  quantity: z.number(),
  unit: z.string(),
  isLimiting: z.boolean().optional(),
});
export type ElnMaterialLine = z.infer<typeof elnMaterialLineSchema>;

export const elnImportJobCreateSchema = z.object({
  fileName: z.string().trim().min(1, "validation.required").max(255, { error: tooLongError }),
  size: z.number().int().min(1, "validation.invalid").max(ElnLimits.resumableMaxBytes, "validation.invalid"),
});

export const elnImportJobSchema = z.object({
  id: z.string(),
  status: z.enum(["uploading", "running", "done", "failed"]),
  progress: z.number().int(),
  result: elnImportAnswerSchema.nullable(),
  error: z.object({ code: z.string(), message: z.string(), reason: z.string().optional() }).nullable(),
});
export type ElnImportJob = z.infer<typeof elnImportJobSchema>;
