// Offline check of signatures: `npm run verify -- <file> [--hash <sha256 hex>]`.
// <file> is an exported signature (record.json from /api/notes/:id/signatures/:sid/record.json),
// a note's signatures.json from an .eln export (every signature, and the record it carries), a
// whole .eln archive (every note's signatures.json in it), or a bare RFC 3161 token (.tsr, DER) with --hash. Each timestamp is checked against the hash
// recomputed from the signature's own fields (docs/records.md), with the certificate inside the
// token; to also trust the TSA's certificate, use
// `openssl ts -verify -digest <timestampedSha256> -in file.tsr -token_in -CAfile tsa.pem`.
import { readFileSync } from "node:fs";
import { verifyTimestampToken } from "../src/records/trustedTimestamp";
import { checkEvidence, signaturesInArchive } from "../src/records/verifyEvidence";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--") && args[args.indexOf(a) - 1] !== "--hash");
if (!file) {
  console.error("usage: npm run verify -- <signature.json | signatures.json | export.eln | token.tsr --hash <sha256 hex>>");
  process.exit(2);
}
const hash = args.includes("--hash") ? args[args.indexOf("--hash") + 1] : undefined;
const raw = readFileSync(file);

/** Prints the check of one signature.json or signatures.json; true when it passed. */
async function printCheck(json: unknown): Promise<boolean> {
  const check = await checkEvidence(json);
  if (check.recordHashMatches !== null) console.log(`record:      ${check.recordHashMatches ? "recordSha256 is the hash of the record in the file" : "recordSha256 is NOT the hash of the record in the file"}`);
  for (const s of check.signatures) {
    console.log(`\nsignature ${s.signatureId}: ${s.meaning} by ${s.signer}, ${s.signedAt}`);
    if (s.timestamp) {
      console.log(`  timestamp covers: ${s.covers === "signature" ? "signer, meaning, time and content hash" : "the content hash only (format 1: signer, meaning and time are not covered)"}`);
      console.log(`  timestamp:        ${s.timestamp.time} by ${s.timestamp.tsa ?? "(no certificate in the token)"}; TSA signature ${s.timestamp.signatureValid ? "valid" : "INVALID"}; hash ${s.timestamp.hashMatches ? "matches" : "does NOT match"}`);
    }
    if (s.matchesRecord !== null) console.log(`  covers the record in this file: ${s.matchesRecord ? "yes" : "no (the note changed after this signature)"}`);
    for (const p of s.problems) console.log(`  problem: ${p}`);
  }
  return check.ok;
}

if (raw[0] === 0x50 && raw[1] === 0x4b) {
  // An .eln archive (a zip): every note's signatures.json in it.
  const files = await signaturesInArchive(raw);
  if (!files.length) console.log("This archive holds no signatures.json: none of its notes is signed.");
  let ok = files.length > 0;
  for (const [name, json] of files) {
    console.log(`\n== ${name}`);
    ok = (await printCheck(JSON.parse(json.toString("utf8")))) && ok;
  }
  console.log(ok ? "\nVerification: OK" : "\nVerification: FAILED");
  process.exitCode = ok ? 0 : 1;
} else if (raw[0] !== 0x7b) {
  const r = await verifyTimestampToken(raw, hash).catch(() => {
    console.error("This file is no RFC 3161 token, signature record (.json) or .eln archive.");
    process.exit(1);
  });
  console.log(`time:        ${r.time.toISOString()}`);
  console.log(`hash:        ${r.hashHex} (${r.hashAlgorithm === "2.16.840.1.101.3.4.2.1" ? "SHA-256" : r.hashAlgorithm})`);
  console.log(`TSA:         ${r.tsa ?? "(no certificate in the token)"}`);
  console.log(`signature:   ${r.signatureValid ? "valid" : "INVALID"}`);
  if (r.hashMatches !== null) console.log(`hash match:  ${r.hashMatches ? "yes" : "NO"}`);
  console.log(r.ok ? "Verification: OK" : "Verification: FAILED");
  process.exitCode = r.ok ? 0 : 1;
} else {
  const ok = await printCheck(JSON.parse(raw.toString("utf8")));
  console.log(ok ? "\nVerification: OK" : "\nVerification: FAILED");
  process.exitCode = ok ? 0 : 1;
}
