import { chartSettingsSchema } from "@eln/shared/charts";
import { isInlineImage, type Attachment } from "@eln/shared/attachments";
import type { attachments } from "./schema";

export type AttachmentRow = typeof attachments.$inferSelect;

export function presentAttachment(row: AttachmentRow, uploaderName: string | null, signed = false): Attachment {
  const settings = chartSettingsSchema.safeParse(row.chartSettings);
  return {
    id: row.id,
    noteId: row.noteId,
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    isImage: isInlineImage(row.contentType),
    uploadedBy: { id: row.uploadedBy, name: uploaderName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    chartSettings: settings.success ? settings.data : null,
    signed,
  };
}
