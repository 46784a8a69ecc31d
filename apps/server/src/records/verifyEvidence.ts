import { recordHash, type NoteRecord, type RecordFormat } from "./noteRecord";
import { signedStatement, statementHash } from "./signatureStatement";
import { verifyTimestampToken } from "./trustedTimestamp";

// The offline check behind `npm run verify` (docs/records.md): an exported signature
// (record.json, eln-signature/1 or /2) or a note's signatures.json from an .eln export.

export interface SignatureCheck {
  signatureId: string;
  signer: string;
  meaning: string;
  signedAt: string;
  /** What the timestamp token certifies: the whole signature (format 2) or the content hash alone (format 1). */
  covers: "signature" | "content-hash";
  /** The record in the file is the one this signature covers (signatures.json only; null for a lone signature). */
  matchesRecord: boolean | null;
  timestamp: null | { time: string; tsa: string | null; signatureValid: boolean; hashMatches: boolean };
  ok: boolean;
  problems: string[];
}

interface Evidence {
  format: string;
  noteId: string;
  signatureId: string;
  signer: { id: string | null; name: string };
  meaning: string;
  signedAt: string;
  contentHash: string;
  timestampedSha256?: string;
  timestamp: { tsa: string | null; time: string | null; token: string } | null;
}

const formatOf = (e: Evidence): RecordFormat | null => (e.format === "eln-signature/2" ? 2 : e.format === "eln-signature/1" ? 1 : null);

/** Checks one signature: its timestamp certifies what its format says, recomputed from its fields (never taken from the file). */
export async function checkSignature(e: Evidence, record?: NoteRecord): Promise<SignatureCheck> {
  const problems: string[] = [];
  const format = formatOf(e);
  if (!format) problems.push(`unknown signature format ${JSON.stringify(e.format)}`);
  const certified =
    format === 2 ? statementHash(signedStatement({ noteId: e.noteId, signer: e.signer, meaning: e.meaning, signedAt: e.signedAt, contentHash: e.contentHash })) : e.contentHash;
  if (e.timestampedSha256 && e.timestampedSha256 !== certified) problems.push("timestampedSha256 is not the hash of this signature's fields");
  let matchesRecord: boolean | null = null;
  if (record && format) {
    // Not a failure: a signature made before a later change is genuine, it covers an earlier record.
    matchesRecord = recordHash(record, format) === e.contentHash;
  }
  let timestamp: SignatureCheck["timestamp"] = null;
  if (!e.timestamp) problems.push("no trusted timestamp");
  else {
    const r = await verifyTimestampToken(Buffer.from(e.timestamp.token, "base64"), certified).catch(() => null);
    if (!r) problems.push("the timestamp token cannot be read");
    else {
      timestamp = { time: r.time.toISOString(), tsa: r.tsa, signatureValid: r.signatureValid, hashMatches: r.hashMatches === true };
      if (!r.signatureValid) problems.push("the TSA's signature over the token is invalid");
      if (r.hashMatches !== true) problems.push(format === 2 ? "the token does not certify this signature (signer, meaning, time or content hash changed)" : "the token does not certify this content hash");
    }
  }
  return {
    signatureId: e.signatureId,
    signer: e.signer.name,
    meaning: e.meaning,
    signedAt: e.signedAt,
    covers: format === 2 ? "signature" : "content-hash",
    matchesRecord,
    timestamp,
    ok: problems.length === 0,
    problems,
  };
}

export interface EvidenceCheck {
  kind: "signature" | "signatures";
  /** signatures.json: recordSha256 is the hash of the record it carries. */
  recordHashMatches: boolean | null;
  signatures: SignatureCheck[];
  ok: boolean;
}

/** A signature's record.json, or a note's signatures.json (every signature against the record it carries). */
export async function checkEvidence(json: unknown): Promise<EvidenceCheck> {
  const file = json as { format?: string; recordSha256?: string; record?: NoteRecord; signatures?: Evidence[] };
  if (file.format?.startsWith("eln-signatures/") && file.record && Array.isArray(file.signatures)) {
    const recordHashMatches = recordHash(file.record, (file.record.format as string) === "eln-note-record/1" ? 1 : 2) === file.recordSha256;
    const signatures = await Promise.all(file.signatures.map((s) => checkSignature(s, file.record)));
    return { kind: "signatures", recordHashMatches, signatures, ok: recordHashMatches && signatures.every((s) => s.ok) };
  }
  const one = await checkSignature(json as Evidence);
  return { kind: "signature", recordHashMatches: null, signatures: [one], ok: one.ok };
}

/** The signatures.json of every note in an .eln archive, by path. */
export async function signaturesInArchive(zip: Buffer): Promise<[string, Buffer][]> {
  const { default: yauzl } = await import("yauzl");
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, archive) => {
      if (err) return reject(err);
      const found: [string, Buffer][] = [];
      archive.on("entry", (entry: { fileName: string }) => {
        if (!entry.fileName.endsWith("/signatures.json")) return archive.readEntry();
        archive.openReadStream(entry as never, async (err2, stream) => {
          if (err2) return reject(err2);
          const parts: Buffer[] = [];
          for await (const b of stream) parts.push(b as Buffer);
          found.push([entry.fileName, Buffer.concat(parts)]);
          archive.readEntry();
        });
      });
      archive.on("end", () => resolve(found));
      archive.on("error", reject);
      archive.readEntry();
    }),
  );
}
