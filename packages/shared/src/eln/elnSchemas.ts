import { z } from "zod";

/** Limits of .eln import (DESIGN: archives are read from a temp file, entries streamed into storage). */
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
  "file_missing",
  "unlisted_file",
  "missing_name",
  "missing_version",
  "too_many_tags",
  "unreadable_content",
] as const;
export type ElnWarningCode = (typeof ElnWarningCodes)[number];

export const elnWarningSchema = z.object({ code: z.enum(ElnWarningCodes), path: z.string() });
export type ElnWarning = z.infer<typeof elnWarningSchema>;

export const elnImportAnswerSchema = z.object({
  projectId: z.string(),
  notes: z.number().int(),
  attachments: z.number().int(),
  warnings: z.array(elnWarningSchema),
});
export type ElnImportAnswer = z.infer<typeof elnImportAnswerSchema>;

/** Marks our own editor JSON inside an export, so an import can restore sections losslessly. */
export const ElnNoteFormat = "eln-note/1";

export const elnImportJobCreateSchema = z.object({
  fileName: z.string().trim().min(1, "validation.required").max(255, "validation.tooLong"),
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
