import { z } from "zod";
import { itemListSchema } from "../api";
import { chartSettingsSchema } from "../charts/chartSettingsSchema";
import { ATTACHMENT_MAX_BYTES } from "../validation/limits";
import { tooLongError } from "../validation/tooLongError";

// Attachments of a note and their uploads (spec §2 attachments, §4 upload states, §5 10 MB,
// §7 file storage service, §9 chunk sizes and retry limits).

const KiB = 1024;
const MiB = 1024 * KiB;

export const AttachmentLimits = {
  /** Spec §5: attachment maximum 10 MB. */
  maxBytes: ATTACHMENT_MAX_BYTES,
  /** Spec §7/§9: files above this go resumable in chunks; at or below it, one simple upload. */
  simpleUploadMaxBytes: 256 * KiB,
  /** Spec §9: the first chunk is 256 KiB; each next one doubles up to 32 MiB. */
  chunkStartBytes: 256 * KiB,
  chunkMaxBytes: 32 * MiB,
  /** Spec §9: give up retrying an upload after 10 minutes, other storage operations after 2. */
  uploadRetryLimitMs: 10 * 60_000,
  operationRetryLimitMs: 2 * 60_000,
  /** Spec §5: list page size 1 to 1000. */
  pageSizeMin: 1,
  pageSizeMax: 1000,
  pageSizeDefault: 100,
  nameMax: 255,
  contentTypeMax: 200,
  /** Lifetime of a download link. */
  downloadUrlTtlSeconds: 5 * 60,
} as const;

/** Spec §4: the states of a file upload task (pausing/canceling are transient). */
export const uploadTaskStates = ["running", "pausing", "paused", "success", "canceling", "canceled", "error"] as const;
export type UploadTaskState = (typeof uploadTaskStates)[number];

/** The size of the chunk after one of `size` bytes: doubled, capped at 32 MiB. */
export function nextChunkSize(size: number): number {
  return Math.min(Math.max(size, AttachmentLimits.chunkStartBytes) * 2, AttachmentLimits.chunkMaxBytes);
}

/** A file name as stored: no path, no control characters, trimmed, at most 255 characters. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = name.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return base.slice(0, AttachmentLimits.nameMax);
}

export const attachmentNameSchema = z
  .string()
  .transform(cleanFileName)
  .pipe(z.string().min(1, "validation.required").max(AttachmentLimits.nameMax, { error: tooLongError }));

export const attachmentRenameSchema = z.object({ name: attachmentNameSchema });
export type AttachmentRename = z.infer<typeof attachmentRenameSchema>;

export const attachmentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(AttachmentLimits.pageSizeMin)
    .max(AttachmentLimits.pageSizeMax)
    .default(AttachmentLimits.pageSizeDefault),
});
export type AttachmentListQuery = z.infer<typeof attachmentListQuerySchema>;

export const attachmentAbilitiesSchema = z.object({
  "attachment.write": z.boolean(),
});

export const attachmentSchema = z.object({
  id: z.string(),
  noteId: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  isImage: z.boolean(),
  uploadedBy: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  chartSettings: chartSettingsSchema.nullable(),
  /** Part of a signed record (a signature on the note was made while it was attached): it cannot be deleted. */
  signed: z.boolean(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentAnswerSchema = z.object({
  attachment: attachmentSchema,
  abilities: attachmentAbilitiesSchema,
});
export type AttachmentAnswer = z.infer<typeof attachmentAnswerSchema>;

export const attachmentListSchema = itemListSchema(attachmentSchema).extend({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  abilities: attachmentAbilitiesSchema,
});
export type AttachmentList = z.infer<typeof attachmentListSchema>;

export const downloadUrlAnswerSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
});
export type DownloadUrlAnswer = z.infer<typeof downloadUrlAnswerSchema>;

/** Metadata a resumable upload carries (tus Upload-Metadata). */
export const uploadMetadataSchema = z.object({
  noteId: z.string().uuid(),
  filename: attachmentNameSchema,
  filetype: z.string().max(AttachmentLimits.contentTypeMax).optional(),
});

const imageTypes = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml", "image/avif", "image/bmp"]);
/** Images shown inline and as thumbnails (SVG is served as a download only, never inline). */
export function isInlineImage(contentType: string): boolean {
  return imageTypes.has(contentType) && contentType !== "image/svg+xml";
}

/** Files the "Visualise" modal can read. */
export function isChartable(name: string): boolean {
  return /\.(csv|tsv|txt)$/i.test(name);
}
