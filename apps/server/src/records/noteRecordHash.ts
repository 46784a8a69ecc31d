import { createHash } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import canonicalize from "canonicalize";
import type { AppContext } from "../http/context";
import { attachments } from "../attachments/schema";
import { createStorage } from "../attachments";
import { getCollab } from "../collab";
import { contentNow, type NoteMeta } from "../notes";
import { attachmentDigests } from "./schema";

/**
 * What a signature covers, canonically (documented in docs/records.md):
 *   SHA-256 (hex) of the RFC 8785 JSON of
 *   { format: "eln-note-record/1", noteId, title, content, attachments }
 * where `content` is the note's rich text as ProseMirror JSON per section and `attachments`
 * lists every file as { id, name, size, contentType, sha256 } ordered by id.
 */
export interface NoteRecord {
  format: "eln-note-record/1";
  noteId: string;
  title: string;
  content: Record<string, unknown>;
  attachments: { id: string; name: string; size: number; contentType: string; sha256: string }[];
}

async function sha256OfStream(stream: AsyncIterable<Buffer | Uint8Array>) {
  const h = createHash("sha256");
  for await (const chunk of stream) h.update(chunk);
  return h.digest("hex");
}

/** Attachment digests, computed (and remembered) for files not seen before. */
async function digestsOf(ctx: AppContext, rows: { id: string; storageKey: string }[]) {
  const out = new Map<string, string>();
  if (!rows.length) return out;
  const known = await ctx.db.select().from(attachmentDigests).where(inArray(attachmentDigests.attachmentId, rows.map((r) => r.id)));
  for (const k of known) out.set(k.attachmentId, k.sha256);
  const storage = createStorage(ctx.config);
  for (const r of rows) {
    if (out.has(r.id)) continue;
    const sha256 = await sha256OfStream(await storage.get(r.storageKey));
    await ctx.db.insert(attachmentDigests).values({ attachmentId: r.id, sha256 }).onConflictDoNothing();
    out.set(r.id, sha256);
  }
  return out;
}

/**
 * `shown`: the content an export already took (live or stored), so the hash covers the text it
 * shows; without it, the live document when open, else the stored content.
 */
export async function noteRecordOf(ctx: AppContext, note: Pick<NoteMeta, "id" | "title">, shown?: Record<string, unknown>): Promise<NoteRecord> {
  const content = shown ?? (await contentNow(ctx.db, note.id, getCollab(ctx).liveSnapshot(note.id, note.title)));
  const files = await ctx.db
    .select({ id: attachments.id, name: attachments.name, size: attachments.size, contentType: attachments.contentType, storageKey: attachments.storageKey })
    .from(attachments)
    .where(eq(attachments.noteId, note.id))
    .orderBy(asc(attachments.id));
  const digests = await digestsOf(ctx, files);
  return noteRecord(note, content as Record<string, unknown>, files.map((f) => ({ ...f, sha256: digests.get(f.id)! })));
}

/** The record of a note from its content and its files with their digests (any order). */
export function noteRecord(note: Pick<NoteMeta, "id" | "title">, content: Record<string, unknown>, files: NoteRecord["attachments"]): NoteRecord {
  return {
    format: "eln-note-record/1",
    noteId: note.id,
    title: note.title,
    content,
    attachments: [...files].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((f) => ({ id: f.id, name: f.name, size: f.size, contentType: f.contentType, sha256: f.sha256 })),
  };
}

export const recordHash = (record: NoteRecord) => createHash("sha256").update(canonicalize(record)!).digest("hex");

export async function noteRecordHash(ctx: AppContext, note: Pick<NoteMeta, "id" | "title">, shown?: Record<string, unknown>) {
  return recordHash(await noteRecordOf(ctx, note, shown));
}
