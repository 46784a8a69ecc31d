// Copying the files a note's images show, for a note made from another (a template, a duplicate):
// the copy owns its pictures, so deleting the original's file does not break them, and no file
// reaches someone who may not read it.
import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import type { Storage } from "./storage/Storage";
import { DurableBatch } from "./storage/durableFile";
import { attachments } from "./schema";
import { loadNoteAccess, mayOnNote, type PmNode } from "../notes";
import { AppError } from "../http/AppError";

type Sections = Record<string, unknown>;

/** A stored file to be copied: where its bytes are and what it is. */
export interface SourceFile {
  id: string;
  name: string;
  size: number;
  contentType: string;
  storageKey: string;
}

/** A copy made: the source's id, the copy's id and key. */
export interface CopiedFile extends SourceFile {
  sourceId: string;
}

/** Each copied file's new id by its source's id, for relinkImages. */
export const copiedIds = (copies: CopiedFile[]) => new Map(copies.map((c) => [c.sourceId, c.id]));

/** The attachmentId of each image node in the sections, once each, in the order they appear. */
export function imageIdsIn(content: Sections): string[] {
  const ids = new Set<string>();
  const walk = (n: unknown) => {
    const node = n as PmNode | null;
    if (!node || typeof node !== "object") return;
    if (node.type === "image" && typeof node.attrs?.attachmentId === "string") ids.add(node.attrs.attachmentId);
    if (Array.isArray(node.content)) node.content.forEach(walk);
  };
  Object.values(content).forEach(walk);
  return [...ids];
}

/**
 * The sections with each image pointed at the file `to` names for its id. An image whose file is
 * not brought along becomes its alt text in brackets (the file's name when it was put in the text),
 * as an .eln import keeps an image it has no file for: the reader sees what was there, never a
 * picture pointing at another note's file. Images without a file id (a path on this app) stay.
 */
export function relinkImages(content: Sections, to: Map<string, string>): Sections {
  const relink = (n: PmNode): PmNode[] => {
    const id = n.type === "image" ? n.attrs?.attachmentId : undefined;
    if (typeof id === "string") {
      const next = to.get(id);
      if (next) return [{ ...n, attrs: { ...n.attrs, attachmentId: next, src: "" } }];
      const alt = typeof n.attrs?.alt === "string" && n.attrs.alt ? n.attrs.alt : "image";
      return [{ type: "paragraph", content: [{ type: "text", text: `[${alt}]` }] }];
    }
    return [Array.isArray(n.content) ? { ...n, content: n.content.flatMap(relink) } : n];
  };
  return Object.fromEntries(Object.entries(content).map(([k, doc]) => [k, doc && typeof doc === "object" ? relink(doc as PmNode)[0] : doc]));
}

/**
 * The attachments named by `ids` that `userId` may read (the note's own files, and those of other
 * notes they can open); the others are left out, and their images become text. A file of a note
 * the user cannot see must not reach a template or a note they make, whatever an old template names.
 */
export async function readableAttachments(db: Db, ids: string[], userId: string, ownNoteId?: string): Promise<SourceFile[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: attachments.id, noteId: attachments.noteId, name: attachments.name, size: attachments.size, contentType: attachments.contentType, storageKey: attachments.storageKey })
    .from(attachments)
    .where(inArray(attachments.id, ids));
  const mayRead = new Map<string, boolean>(ownNoteId ? [[ownNoteId, true]] : []);
  for (const noteId of new Set(rows.map((r) => r.noteId))) {
    if (mayRead.has(noteId)) continue;
    const access = await loadNoteAccess(db, noteId, userId);
    mayRead.set(noteId, !!access && mayOnNote(access, "attachment.read"));
  }
  const byId = new Map(rows.filter((r) => mayRead.get(r.noteId)).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ id: r.id, name: r.name, size: r.size, contentType: r.contentType, storageKey: r.storageKey }] : [];
  });
}

/**
 * Copies the files' bytes to new keys (`keyOf` a new id), flushed to the disk together before it
 * answers, as an attachment's bytes are before the row naming them commits. A file whose bytes are
 * gone is left out (its image becomes text); on any other failure what was written is deleted.
 * The caller commits the rows naming the copies, and deletes them (`discard`) if that fails.
 */
export async function copyStoredFiles(storage: Storage, files: SourceFile[], keyOf: (id: string) => string): Promise<{ copies: CopiedFile[]; discard(): Promise<void> }> {
  const copies: CopiedFile[] = [];
  const discard = async () => {
    await Promise.all(copies.map((c) => storage.delete(c.storageKey).catch(() => {})));
  };
  const batch = new DurableBatch();
  try {
    for (const f of files) {
      let body;
      try {
        body = await storage.get(f.storageKey);
      } catch (err) {
        if ((err as AppError).code === "storage_not_found") continue;
        throw err;
      }
      const id = randomUUID();
      const copy = { ...f, sourceId: f.id, id, storageKey: keyOf(id) };
      copies.push(copy);
      await storage.put(copy.storageKey, body, { contentType: f.contentType, size: f.size, batch });
    }
    await batch.flush();
  } catch (err) {
    await discard();
    throw err;
  }
  return { copies, discard };
}

/** The copies as attachments of a new note (in the caller's transaction, beside the note's row). */
export async function attachCopies(tx: DbOrTx, copies: CopiedFile[], note: { noteId: string; projectId: string; userId: string }) {
  if (!copies.length) return;
  await tx.insert(attachments).values(
    copies.map((c) => ({ id: c.id, noteId: note.noteId, projectId: note.projectId, name: c.name, size: c.size, contentType: c.contentType, storageKey: c.storageKey, uploadedBy: note.userId })),
  );
}
