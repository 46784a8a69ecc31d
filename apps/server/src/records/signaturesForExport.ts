import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../http/context";
import type { NoteMeta } from "../notes";
import { noteSignatures } from "./schema";
import { noteRecordHash } from "./noteRecordHash";

/**
 * A note's signatures for a PDF or an export, each marked when the note changed since. `shown` is
 * the content the export shows: the mark is judged on that text, not on a second look at the live
 * document, which may have been unloaded (and the stored row read before its last save) meanwhile.
 */
export async function loadSignaturesForExport(ctx: AppContext, note: Pick<NoteMeta, "id" | "title">, shown: Record<string, unknown>) {
  const rows = await ctx.db.select().from(noteSignatures).where(eq(noteSignatures.noteId, note.id)).orderBy(asc(noteSignatures.signedAt));
  if (!rows.length) return [];
  const current = await noteRecordHash(ctx, note, shown);
  return rows.map((r) => ({
    signerName: r.signerName,
    signedAt: r.signedAt,
    meaning: r.meaning,
    contentHash: r.contentHash,
    changedSince: r.contentHash !== current,
    tsaTime: r.tsaTime,
  }));
}
