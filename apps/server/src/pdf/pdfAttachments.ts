import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { attachments } from "../attachments/schema";
import type { Storage } from "../attachments";
import type { PdfAttachment, PdfImages } from "./renderNotePdf";

const embeddable: Record<string, "png" | "jpg"> = { "image/png": "png", "image/jpeg": "jpg", "image/jpg": "jpg" };

/**
 * Every attachment of the note with its SHA-256 (computed from the stored bytes, so the PDF proves
 * which file was attached), and the PNG/JPEG bytes for inline images. Files are at most 10 MB each.
 */
export async function loadPdfAttachments(db: DbOrTx, storage: Storage, noteId: string, log: { warn(o: object, m: string): void }) {
  const rows = await db
    .select({ id: attachments.id, name: attachments.name, size: attachments.size, contentType: attachments.contentType, storageKey: attachments.storageKey })
    .from(attachments)
    .where(eq(attachments.noteId, noteId))
    .orderBy(asc(attachments.createdAt));
  const images: PdfImages = new Map();
  const list: PdfAttachment[] = [];
  for (const a of rows) {
    try {
      const data = Buffer.concat(await (await storage.get(a.storageKey)).toArray());
      list.push({ name: a.name, size: a.size, sha256: createHash("sha256").update(data).digest("hex") });
      const format = embeddable[a.contentType.toLowerCase()];
      if (format) images.set(a.id, { data, format });
    } catch (err) {
      log.warn({ err, attachmentId: a.id }, "attachment unreadable for PDF");
      list.push({ name: a.name, size: a.size, sha256: "—" });
    }
  }
  return { images, list };
}
