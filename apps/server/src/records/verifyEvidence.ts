import { createHash, verify as cryptoVerify, X509Certificate } from "node:crypto";
import * as pkijs from "pkijs";
import canonicalize from "canonicalize";
import { NoteSections } from "@eln/shared/notes";
import { EMPTY_SECTION, noteHtmlFile } from "../eln";
import { recordHash, type NoteRecord, type RecordFormat } from "./noteRecord";
import { signedStatement, statementHash } from "./signatureStatement";
import { verifyTimestampToken } from "./trustedTimestamp";

// The offline check behind `npm run verify` (docs/records.md, "Trusted timestamps"): an exported
// signature (record.json, eln-signature/1 or /2), a note's signatures.json from an .eln export, or
// a whole .eln archive, whose notes' exported text and files are compared with the signed record.

/**
 * How far a token's time may lie from the signature's own time: signing reads the clock, then asks
 * the TSA at once, so the token comes seconds later. A minute before allows for the two clocks
 * disagreeing; five minutes after for a slow TSA. Outside this, the signature's time is not the
 * time the timestamp certifies (a signature dated back, or stamped long after).
 */
export const TIMESTAMP_TOLERANCE_MS = { before: 60_000, after: 5 * 60_000 };

const TIME_STAMPING = "1.3.6.1.5.5.7.3.8";
const DIGESTS: Record<string, string> = { "2.16.840.1.101.3.4.2.1": "sha256", "2.16.840.1.101.3.4.2.2": "sha384", "2.16.840.1.101.3.4.2.3": "sha512" };

export interface VerifyOptions {
  /** Certificates given with --tsa-cert: a token must be signed by one of them or by a certificate one of them issued. */
  trusted?: X509Certificate[];
}

export interface TsaCertificate {
  subject: string;
  /** SHA-256 fingerprint, "AB:CD:…", as openssl and browsers show it. */
  sha256: string;
}

export interface SignatureCheck {
  signatureId: string;
  signer: string;
  meaning: string;
  signedAt: string;
  /** What the timestamp token certifies: the whole signature (format 2) or the content hash alone (format 1). */
  covers: "signature" | "content-hash";
  /** The record in the file is the one this signature covers (signatures.json only; null for a lone signature). */
  matchesRecord: boolean | null;
  timestamp: null | {
    time: string;
    /** The certificate whose key signed the token (a token may carry others). */
    certificate: TsaCertificate | null;
    tsa: string | null;
    signatureValid: boolean;
    hashMatches: boolean;
    /** Checked against --tsa-cert: true or false; null when no trusted certificate was given. */
    trusted: boolean | null;
  };
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
const minutes = (ms: number) => `${Math.round(Math.abs(ms) / 6_000) / 10} min`;
const certificateOf = (c: X509Certificate): TsaCertificate => ({ subject: c.subject.split("\n").join(", "), sha256: c.fingerprint256 });
const validAt = (c: X509Certificate, at: Date) => Date.parse(c.validFrom) <= at.getTime() && at.getTime() <= Date.parse(c.validTo);

/** The certificates of a PEM file (one or several) or of one DER certificate, for --tsa-cert. */
export function readCertificates(file: Buffer): X509Certificate[] {
  const text = file.toString("latin1");
  if (!text.includes("-----BEGIN CERTIFICATE-----")) return [new X509Certificate(file)];
  return (text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []).map((pem) => new X509Certificate(pem));
}

/**
 * The certificate whose key made the token's CMS signature, and all it carries. Found by the
 * signature itself, not by the first certificate or the signer's name: a forger can put the real
 * TSA's certificate into a token beside their own.
 */
function tokenCertificates(tokenDer: Uint8Array): { signer: X509Certificate | null; carried: X509Certificate[] } {
  const sd = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(tokenDer).content });
  const carried = (sd.certificates ?? []).filter((c): c is pkijs.Certificate => c instanceof pkijs.Certificate).map((c) => new X509Certificate(Buffer.from(c.toSchema().toBER())));
  const si = sd.signerInfos[0];
  const digest = si && DIGESTS[si.digestAlgorithm.algorithmId];
  if (!digest || !si.signedAttrs) return { signer: null, carried };
  const attrs = Buffer.from(si.signedAttrs.encodedValue);
  attrs[0] = 0x31; // [0] IMPLICIT → SET OF, as signed
  const sig = Buffer.from(si.signature.valueBlock.valueHexView);
  const signer = carried.find((c) => {
    try {
      return cryptoVerify(digest, attrs, c.publicKey, sig);
    } catch {
      return false;
    }
  });
  return { signer: signer ?? null, carried };
}

/**
 * Why the token's signer is not trusted, or null when it is: one of `trusted` itself, or issued by
 * one (directly or through CA certificates the token carries), each valid at the token's time. A
 * certificate reached through a CA must be made for time-stamping (any certificate a CA issued
 * could sign otherwise).
 */
function untrustedBecause(signer: X509Certificate, carried: X509Certificate[], trusted: X509Certificate[], at: Date): string | null {
  const named = `the TSA certificate "${certificateOf(signer).subject}" (SHA-256 ${signer.fingerprint256})`;
  if (!validAt(signer, at)) return `${named} was not valid at the token's time (valid ${signer.validFrom} to ${signer.validTo})`;
  if (trusted.some((t) => t.fingerprint256 === signer.fingerprint256)) return null;
  if (!signer.keyUsage?.includes(TIME_STAMPING)) return `${named} is not one given with --tsa-cert, and is not made for time-stamping`;
  let current = signer;
  const seen = new Set([signer.fingerprint256]);
  for (let depth = 0; depth < 8; depth++) {
    const issued = (ca: X509Certificate) => ca.ca && current.checkIssued(ca) && current.verify(ca.publicKey) && validAt(ca, at);
    if (trusted.some(issued)) return null;
    const next = carried.find((c) => !seen.has(c.fingerprint256) && issued(c));
    if (!next) break;
    seen.add(next.fingerprint256);
    current = next;
  }
  return `${named} is not one given with --tsa-cert, nor issued by one`;
}

/** Who signed a token (subject and fingerprint) and, with trusted certificates, whether that signer is trusted. */
export function tsaOfToken(tokenDer: Uint8Array, time: Date, options: VerifyOptions = {}) {
  const { signer, carried } = tokenCertificates(tokenDer);
  const trusted = options.trusted?.length ? options.trusted : null;
  const problem = !trusted ? null : !signer ? "no certificate in the token made its signature, so none can be trusted" : untrustedBecause(signer, carried, trusted, time);
  return { certificate: signer ? certificateOf(signer) : null, trusted: trusted ? !problem : null, problem };
}

/**
 * Checks one signature: its timestamp certifies what its format says, recomputed from its fields
 * (never taken from the file), at the signature's own time, and (with options.trusted) by a trusted TSA.
 */
export async function checkSignature(e: Evidence, record?: NoteRecord, options: VerifyOptions = {}): Promise<SignatureCheck> {
  const problems: string[] = [];
  if (!e || typeof e !== "object" || typeof e.signer?.name !== "string" || typeof e.signedAt !== "string" || typeof e.contentHash !== "string") {
    return { signatureId: String(e?.signatureId), signer: "?", meaning: "?", signedAt: "?", covers: "signature", matchesRecord: null, timestamp: null, ok: false, problems: ["not a signature (signer, time or content hash missing)"] };
  }
  const format = formatOf(e);
  if (!format) problems.push(`unknown signature format ${JSON.stringify(e.format)}`);
  const certified =
    format === 2 ? statementHash(signedStatement({ noteId: e.noteId, signer: e.signer, meaning: e.meaning, signedAt: e.signedAt, contentHash: e.contentHash })) : e.contentHash;
  if (e.timestampedSha256 && e.timestampedSha256 !== certified) problems.push("timestampedSha256 is not the hash of this signature's fields");
  const signedAt = Date.parse(e.signedAt);
  if (Number.isNaN(signedAt)) problems.push(`the signature's time ${JSON.stringify(e.signedAt)} is not a date`);
  let matchesRecord: boolean | null = null;
  if (record && format) {
    if (e.noteId !== record.noteId) problems.push(`this signature is of another note (${e.noteId}), not of the record in this file (${record.noteId})`);
    // Not this signature's failure: one made before a later change is genuine, it covers an earlier
    // record. Whether the record in the file is signed at all is judged over all signatures (checkEvidence).
    matchesRecord = recordHash(record, format) === e.contentHash;
  }
  let timestamp: SignatureCheck["timestamp"] = null;
  // No timestamp is no sign of tampering (the server had no TSA_URL): nothing certifies the
  // signature from outside, which the verdict says as "not verified", not as "failed" (unstamped).
  if (!e.timestamp) {
    /* unstamped */
  } else if (typeof e.timestamp.token !== "string") problems.push("the timestamp token cannot be read");
  else {
    const token = Buffer.from(e.timestamp.token, "base64");
    const r = await verifyTimestampToken(token, certified).catch(() => null);
    const tsa = r && (() => {
      try {
        return tsaOfToken(token, r.time, options);
      } catch {
        return null;
      }
    })();
    if (!r || !tsa) problems.push("the timestamp token cannot be read");
    else {
      timestamp = { time: r.time.toISOString(), certificate: tsa.certificate, tsa: tsa.certificate?.subject ?? r.tsa, signatureValid: r.signatureValid, hashMatches: r.hashMatches === true, trusted: tsa.trusted };
      if (!r.signatureValid) problems.push("the TSA's signature over the token is invalid");
      if (r.hashMatches !== true) problems.push(format === 2 ? "the token does not certify this signature (signer, meaning, time or content hash changed)" : "the token does not certify this content hash");
      if (tsa.problem) problems.push(`the timestamp is not from a trusted TSA: ${tsa.problem}`);
      const late = r.time.getTime() - signedAt;
      if (!Number.isNaN(signedAt) && (late < -TIMESTAMP_TOLERANCE_MS.before || late > TIMESTAMP_TOLERANCE_MS.after)) {
        problems.push(
          `the timestamp's time ${timestamp.time} is ${minutes(late)} ${late < 0 ? "before" : "after"} the signature's time ${e.signedAt} ` +
            `(a signature is stamped as it is made: ${minutes(TIMESTAMP_TOLERANCE_MS.before)} before to ${minutes(TIMESTAMP_TOLERANCE_MS.after)} after is accepted)`,
        );
      }
    }
  }
  return {
    signatureId: e.signatureId,
    signer: e.signer?.name,
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
  /** signatures.json: the latest signature (by its time) covers the record in the file; null for a lone signature or none. */
  latestCoversRecord: boolean | null;
  /** The evidence is wrong: a signature or timestamp does not hold, or (archives) the archive is not the signed record. */
  problems: string[];
  /** The evidence may be genuine but does not vouch for the record in the file: no signatures, or it changed after the last. */
  notVerified: string[];
  ok: boolean;
}

const named = (s: SignatureCheck) => `signature ${s.meaning} by ${s.signer}, ${s.signedAt}`;

/** Why signatures without a trusted timestamp leave the evidence unverified (they are not a failure). */
function unstampedNote(signatures: SignatureCheck[]): string[] {
  const n = signatures.filter((s) => s.signer !== "?" && !s.timestamp && !s.problems.includes("the timestamp token cannot be read")).length;
  if (!n) return [];
  const which = n < signatures.length ? `${n} of ${signatures.length} signatures have no` : n === 1 ? "the signature has no" : "no signature has a";
  return [`${which} trusted timestamp (the server had no TSA_URL): the hashes match, but nothing outside this file certifies who signed or when`];
}

/**
 * A signature's record.json, or a note's signatures.json: every signature is checked, and the
 * record in the file counts as signed only when the latest signature covers it. Earlier ones may
 * cover earlier records (a note signed, edited and signed again); requiring all to cover would
 * fail every such note, and requiring any would pass a record changed after its last signature.
 */
export async function checkEvidence(json: unknown, options: VerifyOptions = {}): Promise<EvidenceCheck> {
  const file = json as { format?: string; recordSha256?: string; record?: NoteRecord; signatures?: Evidence[] };
  if (typeof file?.format === "string" && file.format.startsWith("eln-signatures/")) {
    const problems: string[] = [];
    const notVerified: string[] = [];
    const record = file.record && typeof file.record === "object" ? file.record : undefined;
    let recordHashMatches = false;
    if (!record) problems.push("the file carries no record");
    else {
      recordHashMatches = recordHash(record, (record.format as string) === "eln-note-record/1" ? 1 : 2) === file.recordSha256;
      if (!recordHashMatches) problems.push("recordSha256 is not the hash of the record in the file");
    }
    const list = Array.isArray(file.signatures) ? file.signatures : [];
    const signatures = await Promise.all(list.map((s) => checkSignature(s, record, options)));
    for (const s of signatures) for (const p of s.problems) problems.push(`${named(s)}: ${p}`);
    let latestCoversRecord: boolean | null = null;
    if (!signatures.length) notVerified.push("no signatures to verify");
    else if (record) {
      const latestTime = Math.max(...signatures.map((s) => Date.parse(s.signedAt)).filter((t) => !Number.isNaN(t)));
      const latest = signatures.filter((s) => Date.parse(s.signedAt) === latestTime);
      latestCoversRecord = latest.length > 0 && latest.every((s) => s.matchesRecord === true);
      if (!latestCoversRecord) notVerified.push("the record in this file changed after the last signature: it is not what was signed");
    }
    notVerified.push(...unstampedNote(signatures));
    return { kind: "signatures", recordHashMatches, signatures, latestCoversRecord, problems, notVerified, ok: !problems.length && !notVerified.length };
  }
  const one = await checkSignature(json as Evidence, undefined, options);
  const problems = one.problems.map((p) => `${named(one)}: ${p}`);
  const notVerified = unstampedNote([one]);
  return { kind: "signature", recordHashMatches: null, signatures: [one], latestCoversRecord: null, problems, notVerified, ok: one.ok && !notVerified.length };
}

interface ArchiveFile {
  size: number;
  sha256: string;
  /** Kept for the files the check reads (note.json, note.html, materials.json, signatures.json). */
  bytes?: Buffer;
}

const READ = new Set(["note.json", "note.html", "materials.json", "signatures.json"]);

/** Every file of a zip with its size and SHA-256 (from the bytes, as they inflate), and the names it holds more than once. */
async function readZip(zip: Buffer): Promise<{ files: Map<string, ArchiveFile>; duplicates: string[] }> {
  const { default: yauzl } = await import("yauzl");
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true }, (err, archive) => {
      if (err) return reject(err);
      const files = new Map<string, ArchiveFile>();
      const duplicates = new Set<string>();
      archive.on("entry", (entry: { fileName: string }) => {
        if (entry.fileName.endsWith("/")) return archive.readEntry();
        archive.openReadStream(entry as never, async (err2, stream) => {
          if (err2) return reject(err2);
          try {
            const hash = createHash("sha256");
            const keep = READ.has(entry.fileName.split("/").pop()!);
            const parts: Buffer[] = [];
            let size = 0;
            for await (const b of stream) {
              hash.update(b as Buffer);
              size += (b as Buffer).length;
              if (keep) parts.push(b as Buffer);
            }
            if (files.has(entry.fileName)) duplicates.add(entry.fileName);
            files.set(entry.fileName, { size, sha256: hash.digest("hex"), ...(keep ? { bytes: Buffer.concat(parts) } : {}) });
            archive.readEntry();
          } catch (e) {
            reject(e);
          }
        });
      });
      archive.on("end", () => resolve({ files, duplicates: [...duplicates] }));
      archive.on("error", reject);
      archive.readEntry();
    }),
  );
}

/** The signatures.json of every note in an .eln archive, by path. */
export async function signaturesInArchive(zip: Buffer): Promise<[string, Buffer][]> {
  const { files } = await readZip(zip);
  return [...files].filter(([name, f]) => name.endsWith("/signatures.json") && f.bytes).map(([name, f]) => [name, f.bytes!]);
}

const parseJson = (f: ArchiveFile | undefined): unknown => {
  try {
    return f?.bytes ? JSON.parse(f.bytes.toString("utf8")) : undefined;
  } catch {
    return undefined;
  }
};
const materialLine = (m: { name?: unknown; quantity?: unknown; unit?: unknown; limiting?: unknown }) => `${String(m.name)} ${String(m.quantity)} ${String(m.unit)}${m.limiting ? " (limiting reagent)" : ""}`;

/**
 * Compares a signatures.json's record with what the archive shows of the note in `folder`, as
 * eln/exportEln.ts writes it: note.json (id, title, sections as editor JSON, compared in the RFC
 * 8785 form the record hash uses), note.html (the record rendered as the export renders it),
 * materials.json (each line's name, quantity, unit and limiting mark, in order) and files/ (each
 * signed file's bytes by SHA-256 and size; no file the record does not name). Returns what was
 * compared and every difference, each naming the file.
 */
export function compareWithArchive(folder: string, record: NoteRecord, files: Map<string, ArchiveFile>) {
  const compared: string[] = [];
  const problems: string[] = [];
  const at = (name: string) => files.get(`${folder}/${name}`);
  const content = (record.content && typeof record.content === "object" ? record.content : {}) as Record<string, unknown>;

  const note = parseJson(at("note.json")) as { id?: unknown; title?: unknown; sections?: Record<string, unknown>; attachmentIds?: Record<string, string> } | undefined;
  if (!note || typeof note !== "object") problems.push("note.json is missing or unreadable: the note's text cannot be compared with the signed record");
  else {
    if (note.id !== record.noteId) problems.push(`note.json: the note id ${JSON.stringify(note.id)} is not the signed record's ${JSON.stringify(record.noteId)}`);
    if (note.title !== record.title) problems.push(`note.json: the title ${JSON.stringify(note.title)} is not the signed title ${JSON.stringify(record.title)}`);
    const sections = note.sections && typeof note.sections === "object" ? note.sections : {};
    const keys = new Set<string>([...NoteSections, ...Object.keys(content), ...Object.keys(sections)]);
    const unexported: string[] = [];
    for (const k of keys) {
      // The export writes every section, an empty one as an empty document; the record keeps the note's content as stored.
      const signed = content[k] ?? ((NoteSections as readonly string[]).includes(k) ? EMPTY_SECTION : undefined);
      if (sections[k] === undefined && signed !== undefined && !(NoteSections as readonly string[]).includes(k)) unexported.push(k);
      else if (canonicalize(sections[k] ?? null) !== canonicalize(signed ?? null)) problems.push(`note.json: the text of section "${k}" is not the signed text`);
    }
    compared.push(`note.json: note id, title and the text of ${keys.size - unexported.length} sections (editor JSON)`);
    if (unexported.length) compared.push(`not compared (the export does not write them): the record's sections ${unexported.join(", ")}`);
  }

  const html = at("note.html");
  if (!html?.bytes) problems.push("note.html is missing");
  else {
    const pathOf = new Map(Object.entries(note?.attachmentIds ?? {}).map(([path, id]) => [id, path]));
    const expected = noteHtmlFile(String(record.title), content, (id) => pathOf.get(id));
    if (html.bytes.toString("utf8") !== expected) problems.push("note.html: its text (or title) is not the signed record's");
    compared.push("note.html: the whole file, against the signed record as the export renders it");
  }

  const signedLines = Array.isArray(record.materials) ? record.materials : [];
  const lines = parseJson(at("materials.json"));
  if (!Array.isArray(lines)) problems.push("materials.json is missing or unreadable: the material lines cannot be compared with the signed record");
  else {
    const shown = lines.map((l: { name?: unknown; quantity?: unknown; unit?: unknown; isLimiting?: unknown }) => ({ name: l?.name, quantity: l?.quantity, unit: l?.unit, limiting: !!l?.isLimiting }));
    if (shown.length !== signedLines.length) problems.push(`materials.json: ${shown.length} material lines, the signed record has ${signedLines.length}`);
    shown.forEach((l, i) => {
      const s = signedLines[i];
      if (s && materialLine(l) !== materialLine(s)) problems.push(`materials.json: line ${i + 1} is "${materialLine(l)}", the signed line is "${materialLine(s)}"`);
    });
    compared.push(`materials.json: ${shown.length === 1 ? "1 material line" : `${shown.length} material lines`} (name, quantity, unit, limiting reagent)`);
  }

  // Each signed file by its path in note.json, else by its bytes' hash anywhere in files/; every file there must be a signed one.
  const signedFiles = Array.isArray(record.attachments) ? record.attachments : [];
  const inFolder = [...files.keys()].filter((n) => n.startsWith(`${folder}/files/`)).map((n) => n.slice(folder.length + 1));
  const pathById = new Map(Object.entries(note?.attachmentIds ?? {}).map(([path, id]) => [id, path]));
  const matched = new Set<string>();
  for (const a of signedFiles) {
    const byId = pathById.get(a.id);
    const path = byId && files.has(`${folder}/${byId}`) ? byId : inFolder.find((p) => !matched.has(p) && at(p)!.sha256 === a.sha256);
    if (!path) {
      problems.push(`the signed file "${a.name}" (SHA-256 ${a.sha256}) is not in files/`);
      continue;
    }
    matched.add(path);
    const f = at(path)!;
    if (f.sha256 !== a.sha256) problems.push(`${path}: its bytes are not those of the signed file "${a.name}" (SHA-256 ${f.sha256}, signed ${a.sha256})`);
    else if (f.size !== a.size) problems.push(`${path}: ${f.size} bytes, the signed file "${a.name}" has ${a.size}`);
  }
  for (const p of inFolder) if (!matched.has(p)) problems.push(`${p}: in the archive, but not a file of the signed record`);
  compared.push(`files/: ${signedFiles.length === 1 ? "1 signed file" : `${signedFiles.length} signed files`} by the SHA-256 of their bytes, and no other file`);
  return { compared, problems };
}

export interface ArchiveNoteCheck {
  /** Of the note's signatures.json in the archive. */
  path: string;
  evidence: EvidenceCheck | null;
  /** What of the archive was compared with the signed record. */
  compared: string[];
  /** Where the archive is not the signed record (also among evidence.problems). */
  mismatches: string[];
  ok: boolean;
}

export interface ArchiveCheck {
  notes: ArchiveNoteCheck[];
  /** About the archive as a whole (nothing signed, names held twice). */
  problems: string[];
  notVerified: string[];
  ok: boolean;
}

/**
 * Every signed note of an .eln archive: its signatures.json checked (checkEvidence), and the
 * record it carries compared with the note as the archive shows it (compareWithArchive); a
 * difference is a problem of that note's evidence.
 */
export async function checkArchive(zip: Buffer, options: VerifyOptions = {}): Promise<ArchiveCheck> {
  const { files, duplicates } = await readZip(zip);
  const problems = duplicates.map((d) => `${d}: the archive holds more than one file of this name (which one a reader sees depends on the tool)`);
  const notVerified: string[] = [];
  const notes: ArchiveNoteCheck[] = [];
  for (const [path, f] of files) {
    if (!path.endsWith("/signatures.json") || !f.bytes) continue;
    const json = parseJson(f);
    if (json === undefined) {
      notes.push({ path, evidence: null, compared: [], mismatches: [], ok: false });
      problems.push(`${path}: not readable as JSON`);
      continue;
    }
    const evidence = await checkEvidence(json, options);
    const record = (json as { record?: NoteRecord }).record;
    let c = { compared: [] as string[], problems: [] as string[] };
    if (evidence.kind !== "signatures") c.problems.push("not a note's signatures file (eln-signatures): nothing to compare the archive with");
    else if (record && typeof record === "object") {
      c = compareWithArchive(path.slice(0, -"/signatures.json".length), record, files);
    }
    evidence.problems.push(...c.problems);
    evidence.ok = evidence.ok && !c.problems.length;
    notes.push({ path, evidence, compared: c.compared, mismatches: c.problems, ok: evidence.ok });
  }
  if (!notes.length) notVerified.push("no signatures to verify: the archive holds no signatures.json (none of its notes is signed)");
  return { notes, problems, notVerified, ok: !problems.length && !notVerified.length && notes.every((n) => n.ok) };
}
