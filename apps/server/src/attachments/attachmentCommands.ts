import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { AttachmentLimits } from "@eln/shared/attachments";
import type { ChartSettings } from "@eln/shared/charts";
import type { Db, DbOrTx } from "../db/client";
import { user } from "../accounts/schema";
import { attachments } from "./schema";
import { notes } from "../notes/schema";
import { projects } from "../projects/schema";
import { holdOpenNote, noteAuditEvent, type NoteAccess } from "../notes";
import { recordAuditEvent } from "../audit";
import { AppError } from "../http/AppError";
import type { Storage } from "./storage/Storage";
import { isSignedFile } from "./signedFiles";
import { presentAttachment, type AttachmentRow } from "./presentAttachment";

const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,99}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,99}$/i;

/** The type the client claimed when it looks like a MIME type, otherwise a plain binary. */
export function cleanContentType(claimed: string | null | undefined): string {
  const t = (claimed ?? "").split(";")[0].trim().toLowerCase();
  return CONTENT_TYPE.test(t) && t.length <= AttachmentLimits.contentTypeMax ? t : "application/octet-stream";
}

export interface NewAttachment {
  noteId: string;
  projectId: string;
  name: string;
  size: number;
  contentType: string;
  uploadedBy: string;
}

/** The bytes of a new attachment: in memory, a stream, or a finished file on this machine (moved in). */
export type AttachmentBytes = Readable | Buffer | { file: string };

/**
 * Stores the bytes and writes the row side by side; the row commits only once the bytes are on the
 * disk (a 10 MiB upload's finish no longer waits for the flush and then for the row's queries). If the
 * row cannot be written (or the note was locked meanwhile: a signed note must not gain, lose or
 * rename a file under its record) the bytes are removed again.
 */
export async function createAttachment(db: Db, storage: Storage, data: NewAttachment, body: AttachmentBytes): Promise<AttachmentRow> {
  const id = randomUUID();
  const storageKey = `attachments/${data.projectId}/${id}`;
  const stored = storeBytes(storage, storageKey, body, { contentType: data.contentType, size: data.size });
  stored.catch(() => {}); // awaited in the transaction, or below when it failed first
  try {
    return await db.transaction(async (tx) => {
      await holdOpenNote(tx, data.noteId);
      const [row] = await tx.insert(attachments).values({ id, ...data, storageKey }).returning();
      // What was added to a note, by whom and when, is on record as what was taken out of it is.
      const [note] = await tx.select({ title: notes.title, spaceId: projects.spaceId }).from(notes).innerJoin(projects, eq(projects.id, notes.projectId)).where(eq(notes.id, data.noteId));
      await recordAuditEvent(tx, {
        spaceId: note.spaceId,
        kind: "attachment.added",
        actorId: data.uploadedBy,
        target: { type: "note", id: data.noteId },
        data: { title: note.title, projectId: data.projectId, attachmentId: id, fileName: data.name, size: data.size, contentType: data.contentType },
      });
      await stored;
      return row;
    });
  } catch (err) {
    await stored.then(() => storage.delete(storageKey)).catch(() => {});
    throw err;
  }
}

function storeBytes(storage: Storage, key: string, body: AttachmentBytes, opts: { contentType: string; size: number }): Promise<void> {
  if (Buffer.isBuffer(body) || !("file" in body)) return storage.put(key, body, opts);
  if (storage.moveIn) return storage.moveIn(key, body.file);
  return storage.put(key, createReadStream(body.file), opts);
}

/**
 * Renames the file, with an entry in the space's audit trail naming the old and the new name (the
 * name a note's file was shown under is part of what a reader saw; a rename to the same name is no entry).
 */
export async function renameAttachment(db: Db, access: NoteAccess & { attachment: { id: string; noteId: string } }, name: string, actorId: string) {
  const a = access.attachment;
  return db.transaction(async (tx) => {
    await holdOpenNote(tx, a.noteId);
    const [before] = await tx.select({ name: attachments.name }).from(attachments).where(eq(attachments.id, a.id)).for("update");
    // Deleted meanwhile.
    if (!before) throw new AppError("storage_not_found", "The file was not found.");
    const [row] = await tx.update(attachments).set({ name, updatedAt: new Date() }).where(eq(attachments.id, a.id)).returning();
    if (before.name !== name) await recordAuditEvent(tx, noteAuditEvent(access, "attachment.renamed", actorId, { attachmentId: a.id, fileName: name, previousName: before.name }));
    return row;
  });
}

/** Remembers the "Visualise" modal's settings for the file. */
export async function saveChartSettings(db: DbOrTx, id: string, settings: ChartSettings) {
  const [row] = await db.update(attachments).set({ chartSettings: settings }).where(eq(attachments.id, id)).returning();
  return row;
}

/**
 * Deletes the row with an entry in the space's audit trail that names the file (a note is evidence:
 * what was taken out of it stays on record), then the bytes once that has committed. The row goes
 * first: a failed byte delete leaves an orphan (only logged), never a row pointing at nothing.
 */
export async function deleteAttachment(db: Db, storage: Storage, access: NoteAccess & { attachment: AttachmentRow }, actorId: string, log: { warn: (o: object, m: string) => void }) {
  const a = access.attachment;
  const deleted = await db.transaction(async (tx) => {
    await holdOpenNote(tx, a.noteId);
    // A signature hashed while this runs names the file as gone, and shows "changed since signed" at once.
    const [file] = await tx.select({ signed: isSignedFile() }).from(attachments).where(eq(attachments.id, a.id));
    if (file?.signed) throw new AppError("attachment_signed", "This file is part of a signed record and cannot be deleted.");
    const rows = await tx.delete(attachments).where(eq(attachments.id, a.id)).returning({ id: attachments.id });
    // Deleted by someone else meanwhile: their entry is the record.
    if (!rows.length) return false;
    await recordAuditEvent(tx, noteAuditEvent(access, "attachment.deleted", actorId, { attachmentId: a.id, fileName: a.name, size: a.size, contentType: a.contentType }));
    return true;
  });
  if (deleted) await storage.delete(a.storageKey).catch((err) => log.warn({ err }, "attachment bytes not deleted"));
}

export async function loadAttachmentWithUploader(db: Db, id: string) {
  const [row] = await db
    .select({ attachment: attachments, uploaderName: user.name, signed: isSignedFile() })
    .from(attachments)
    .leftJoin(user, eq(user.id, attachments.uploadedBy))
    .where(eq(attachments.id, id))
    .limit(1);
  return row ? presentAttachment(row.attachment, row.uploaderName, row.signed) : null;
}
