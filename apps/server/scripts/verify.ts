// Offline check of signatures: `npm run verify -- <file> [--tsa-cert <pem>]… [--hash <sha256 hex>]`.
// <file> is an exported signature (record.json from /api/notes/:id/signatures/:sid/record.json),
// a note's signatures.json from an .eln export (every signature, and the record it carries), a
// whole .eln archive (every note's signatures.json in it, each record compared with the note's
// text and files in the archive), or a bare RFC 3161 token (.tsr, DER) with --hash. Each timestamp
// is checked against the hash recomputed from the signature's own fields (docs/records.md).
// --tsa-cert (PEM, one or more certificates; may be repeated) pins trust: a token must be signed
// by one of them or by a certificate one of them issued. Without it, anyone's self-made TSA passes
// the check, so the verdict says the timestamps are not pinned and shows each TSA's fingerprint.
// Exit code 0 only for "Verification: OK"; 1 for FAILED or NOT VERIFIED; 2 for a wrong command line.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { X509Certificate } from "node:crypto";
import { verifyTimestampToken } from "../src/records/trustedTimestamp";
import { checkArchive, checkEvidence, readCertificates, tsaOfToken, type EvidenceCheck, type TsaCertificate } from "../src/records/verifyEvidence";

const usage = "usage: npm run verify -- <signature.json | signatures.json | export.eln | token.tsr --hash <sha256 hex>> [--tsa-cert tsa.pem]…";
let args: ReturnType<typeof parseOptions>;
function parseOptions() {
  return parseArgs({ allowPositionals: true, options: { hash: { type: "string" }, "tsa-cert": { type: "string", multiple: true } } });
}
try {
  args = parseOptions();
} catch (e) {
  console.error(`${(e as Error).message}\n${usage}`);
  process.exit(2);
}
const file = args.positionals[0];
if (!file || args.positionals.length > 1) {
  console.error(usage);
  process.exit(2);
}
let trusted: X509Certificate[] | undefined;
if (args.values["tsa-cert"]) {
  trusted = [];
  for (const pem of args.values["tsa-cert"]) {
    let certs: X509Certificate[] = [];
    try {
      certs = readCertificates(readFileSync(pem));
    } catch {
      // Reported below: a trust option that trusts nothing must not quietly check nothing.
    }
    if (!certs.length) {
      console.error(`--tsa-cert ${pem}: no certificate could be read from this file (PEM or DER expected).`);
      process.exit(2);
    }
    trusted.push(...certs);
  }
}
const raw = readFileSync(file);

/** The TSA certificates seen, by fingerprint: an unpinned verdict names them so a reader can compare. */
const tsas = new Map<string, TsaCertificate>();
const tsaLine = (c: TsaCertificate | null) => (c ? `"${c.subject}" (certificate SHA-256 ${c.sha256})` : "(no certificate in the token made its signature)");
const trustLine = (t: boolean | null) => (t === null ? "not checked against a trusted certificate (pass --tsa-cert)" : t ? "trusted (--tsa-cert)" : "NOT trusted");

/** Prints the check of one signature.json or signatures.json. */
function printCheck(check: EvidenceCheck) {
  if (check.recordHashMatches !== null) console.log(`record:      ${check.recordHashMatches ? "recordSha256 is the hash of the record in the file" : "recordSha256 is NOT the hash of the record in the file"}`);
  if (check.kind === "signatures") {
    const n = check.signatures.length;
    // A signature taken out of the file leaves no trace in it: the count is for the reader to compare with the note.
    console.log(`signatures:  ${n === 1 ? "1 signature" : `${n} signatures`} in this file (one taken out of the file cannot be detected; compare with the note's signatures)`);
  }
  for (const s of check.signatures) {
    console.log(`\nsignature ${s.signatureId}: ${s.meaning} by ${s.signer}, ${s.signedAt}`);
    if (s.timestamp) {
      if (s.timestamp.certificate) tsas.set(s.timestamp.certificate.sha256, s.timestamp.certificate);
      console.log(`  timestamp covers: ${s.covers === "signature" ? "signer, meaning, time and content hash" : "the content hash only (format 1: signer, meaning and time are not covered)"}`);
      console.log(`  timestamp:        ${s.timestamp.time}; TSA signature ${s.timestamp.signatureValid ? "valid" : "INVALID"}; hash ${s.timestamp.hashMatches ? "matches" : "does NOT match"}`);
      console.log(`  TSA:              ${tsaLine(s.timestamp.certificate)}: ${trustLine(s.timestamp.trusted)}`);
    } else if (!s.problems.length) console.log("  timestamp:        none (no TSA was configured when it was signed)");
    if (s.matchesRecord !== null) {
      const yes = s.covers === "signature" ? "yes" : "yes (without its material lines: a format 1 signature does not cover them)";
      console.log(`  covers the record in this file: ${s.matchesRecord ? yes : "no (the record is not what this signature signed)"}`);
    }
    for (const p of s.problems) console.log(`  problem: ${p}`);
  }
}

/** The verdict: OK only without problems and with every record vouched for; exit code 0 only then. */
function verdict(problems: string[], notVerified: string[], timestamps: boolean) {
  if (problems.length || notVerified.length) {
    console.log(`\nVerification: ${problems.length ? "FAILED" : "NOT VERIFIED"}`);
    for (const p of [...problems, ...notVerified]) console.log(`  - ${p}`);
    process.exitCode = 1;
    return;
  }
  process.exitCode = 0;
  if (trusted || !timestamps) return console.log("\nVerification: OK");
  console.log("\nVerification: OK (timestamps not pinned to a trusted TSA)");
  console.log("  TSA not checked against a trusted certificate (pass --tsa-cert <tsa.pem>): anyone can make a TSA certificate of any name.");
  for (const c of tsas.values()) console.log(`  The timestamps were signed by ${tsaLine(c)}; compare this fingerprint with your TSA's.`);
}

if (raw[0] === 0x50 && raw[1] === 0x4b) {
  // An .eln archive (a zip): every note's signatures.json in it, each against the note's text and files.
  const archive = await checkArchive(raw, { trusted }).catch((e: Error) => {
    console.error(`This .eln archive cannot be read: ${e.message}`);
    process.exit(1);
  });
  const problems = [...archive.problems];
  const notVerified = [...archive.notVerified];
  for (const note of archive.notes) {
    console.log(`\n== ${note.path}`);
    if (!note.evidence) continue;
    printCheck(note.evidence);
    if (note.compared.length) {
      console.log(`\narchive:     the signed record compared with the note in the archive:`);
      for (const c of note.compared) console.log(`  - ${c}`);
      console.log(note.mismatches.length ? "  The archive is NOT the signed record:" : "  The archive shows the signed record.");
      for (const m of note.mismatches) console.log(`  mismatch: ${m}`);
    }
    const folder = note.path.slice(0, -"/signatures.json".length);
    problems.push(...note.evidence.problems.map((p) => `${folder}: ${p}`));
    notVerified.push(...note.evidence.notVerified.map((p) => `${folder}: ${p}`));
  }
  const n = archive.notes.reduce((sum, note) => sum + (note.evidence?.signatures.length ?? 0), 0);
  console.log(`\n${n === 1 ? "1 signature" : `${n} signatures`} on ${archive.notes.length === 1 ? "1 signed note" : `${archive.notes.length} signed notes`} in this archive.`);
  verdict(problems, notVerified, n > 0);
} else if (raw[0] !== 0x7b) {
  const r = await verifyTimestampToken(raw, args.values.hash).catch(() => {
    console.error("This file is no RFC 3161 token, signature record (.json) or .eln archive.");
    process.exit(1);
  });
  const tsa = tsaOfToken(raw, r.time, { trusted });
  if (tsa.certificate) tsas.set(tsa.certificate.sha256, tsa.certificate);
  console.log(`time:        ${r.time.toISOString()}`);
  console.log(`hash:        ${r.hashHex} (${r.hashAlgorithm === "2.16.840.1.101.3.4.2.1" ? "SHA-256" : r.hashAlgorithm})`);
  console.log(`TSA:         ${tsaLine(tsa.certificate)}: ${trustLine(tsa.trusted)}`);
  console.log(`signature:   ${r.signatureValid ? "valid" : "INVALID"}`);
  if (r.hashMatches !== null) console.log(`hash match:  ${r.hashMatches ? "yes" : "NO"}`);
  const problems = [...(r.signatureValid ? [] : ["the TSA's signature over the token is invalid"]), ...(r.hashMatches === false ? ["the token does not certify this hash"] : []), ...(tsa.problem ? [tsa.problem] : [])];
  verdict(problems, [], true);
} else {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString("utf8"));
  } catch {
    console.error("This file is not valid JSON.");
    process.exit(1);
  }
  const check = await checkEvidence(json, { trusted });
  printCheck(check);
  verdict(check.problems, check.notVerified, check.signatures.some((s) => s.timestamp));
}
