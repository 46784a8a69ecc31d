import { createHash } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../http/context";
import { attachments } from "../attachments/schema";
import { createStorage } from "../attachments";
import { getCollab } from "../collab";
import { contentNow, type NoteMeta } from "../notes";
import { loadNoteMaterialsSnapshot } from "../materials";
import { attachmentDigests } from "./schema";
import { noteRecord, recordHash, type NoteRecord, type RecordFormat } from "./noteRecord";

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
  const [content, files, lines] = await Promise.all([
    shown ?? contentNow(ctx.db, note.id, getCollab(ctx).liveSnapshot(note.id, note.title)),
    ctx.db
      .select({ id: attachments.id, name: attachments.name, size: attachments.size, contentType: attachments.contentType, storageKey: attachments.storageKey })
      .from(attachments)
      .where(eq(attachments.noteId, note.id))
      .orderBy(asc(attachments.id)),
    loadNoteMaterialsSnapshot(ctx.db, note.id),
  ]);
  const digests = await digestsOf(ctx, files);
  return noteRecord(note, content as Record<string, unknown>, files.map((f) => ({ ...f, sha256: digests.get(f.id)! })), lines);
}

/** The note's record hash as each format covers it: a signature is unchanged when its format's hash is its own. */
export async function noteRecordHashes(ctx: AppContext, note: Pick<NoteMeta, "id" | "title">, shown?: Record<string, unknown>) {
  const record = await noteRecordOf(ctx, note, shown);
  return { 1: recordHash(record, 1), 2: recordHash(record, 2) } satisfies Record<RecordFormat, string>;
}
