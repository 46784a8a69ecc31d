import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../http/context";
import type { NoteRow } from "../notes";
import { noteSignatures } from "./schema";
import { noteRecordHash } from "./noteRecordHash";

/** A note's signatures for a PDF or an export, each marked when the note changed since. */
export async function loadSignaturesForExport(ctx: AppContext, note: Pick<NoteRow, "id" | "title" | "content">) {
  const rows = await ctx.db.select().from(noteSignatures).where(eq(noteSignatures.noteId, note.id)).orderBy(asc(noteSignatures.signedAt));
  if (!rows.length) return [];
  const current = await noteRecordHash(ctx, note);
  return rows.map((r) => ({
    signerName: r.signerName,
    signedAt: r.signedAt,
    meaning: r.meaning,
    contentHash: r.contentHash,
    changedSince: r.contentHash !== current,
    tsaTime: r.tsaTime,
  }));
}
