import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../http/context";
import type { NoteMeta } from "../notes";
import { noteSignatures } from "./schema";
import { noteRecordHashes } from "./noteRecordHash";
import { recordHash, type NoteRecord, type RecordFormat } from "./noteRecord";
import { signedStatement, statementHash } from "./signatureStatement";

/**
 * A note's signatures for a PDF or an export, each marked when the note changed since. `shown` is
 * the content the export shows: the mark is judged on that text, not on a second look at the live
 * document, which may have been unloaded (and the stored row read before its last save) meanwhile.
 */
export async function loadSignaturesForExport(ctx: AppContext, note: Pick<NoteMeta, "id" | "title">, shown: Record<string, unknown>) {
  const rows = await ctx.db.select().from(noteSignatures).where(eq(noteSignatures.noteId, note.id)).orderBy(asc(noteSignatures.signedAt));
  if (!rows.length) return [];
  const current = await noteRecordHashes(ctx, note, shown);
  return rows.map((r) => ({
    signerName: r.signerName,
    signedAt: r.signedAt,
    meaning: r.meaning,
    contentHash: r.contentHash,
    changedSince: r.contentHash !== current[r.format as RecordFormat],
    tsaTime: r.tsaTime,
  }));
}

type SignatureRow = typeof noteSignatures.$inferSelect;

/**
 * One signature as evidence: who, what it means, when, the hash of the record it covers and its
 * RFC 3161 token in base64, checkable offline with `npm run verify`. Format 2 (`eln-signature/2`)
 * covers eln-note-record/2 and its token certifies `timestampedSha256`, the hash of the signed
 * statement (signatureStatement.ts); format 1 covers eln-note-record/1 and its token certifies
 * `contentHash` alone. The signature's record.json and the .eln export's signatures.json both write this.
 */
export function signatureEvidence(sig: SignatureRow) {
  const timestamp = sig.tsaToken ? { tsa: sig.tsaUrl, time: sig.tsaTime?.toISOString() ?? null, token: Buffer.from(sig.tsaToken).toString("base64") } : null;
  const common = {
    noteId: sig.noteId,
    signatureId: sig.id,
    signer: { id: sig.signerId, name: sig.signerName },
    meaning: sig.meaning,
    signedAt: sig.signedAt.toISOString(),
    contentHash: sig.contentHash,
    hashAlgorithm: "SHA-256",
  };
  if (sig.format === 1) return { format: "eln-signature/1", ...common, recordFormat: "eln-note-record/1", timestampedSha256: sig.contentHash, timestamp };
  const statement = signedStatement({ noteId: sig.noteId, signer: common.signer, meaning: sig.meaning, signedAt: common.signedAt, contentHash: sig.contentHash });
  return { format: "eln-signature/2", ...common, recordFormat: "eln-note-record/2", timestampedSha256: statementHash(statement), timestamp };
}

/**
 * A note's signatures.json in an .eln export (docs/records.md, "Signatures in an .eln export"):
 * the note's record as exported, its SHA-256, and each signature, marked whether it covers
 * exactly that record (a format 1 signature: the record without its material lines, as
 * eln-note-record/1). A reader recomputes the hash from `record` and finds each file of
 * `record.attachments` by its sha256 among the crate's Files.
 */
export function signaturesFile(record: NoteRecord, rows: SignatureRow[]) {
  const recordSha256 = recordHash(record);
  return {
    format: "eln-signatures/2",
    recordSha256,
    signatures: rows.map((r) => ({ ...signatureEvidence(r), matchesRecord: r.contentHash === recordHash(record, r.format as RecordFormat) })),
    record,
  };
}
