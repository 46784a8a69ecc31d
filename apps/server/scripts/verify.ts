// Offline check of a trusted timestamp: `npm run verify -- <file> [--hash <sha256 hex>]`.
// <file> is an RFC 3161 token (.tsr, DER) or an exported signature record (.json from
// /api/notes/:id/signatures/:sid/record.json, whose contentHash is then checked too).
// Checks the TSA's signature with the certificate inside the token; to also trust the TSA's
// certificate, use `openssl ts -verify -digest <hash> -in file.tsr -token_in -CAfile tsa.pem`.
import { readFileSync } from "node:fs";
import { verifyTimestampToken } from "../src/records/trustedTimestamp";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--") && args[args.indexOf(a) - 1] !== "--hash");
if (!file) {
  console.error("usage: npm run verify -- <token.tsr | signature.json> [--hash <sha256 hex>]");
  process.exit(2);
}
let hash = args.includes("--hash") ? args[args.indexOf("--hash") + 1] : undefined;
const raw = readFileSync(file);
let token: Uint8Array = raw;
if (raw[0] === 0x7b) {
  const record = JSON.parse(raw.toString("utf8")) as { contentHash: string; timestamp: { token: string } | null };
  if (!record.timestamp) {
    console.error("This signature record has no trusted timestamp.");
    process.exit(1);
  }
  token = Buffer.from(record.timestamp.token, "base64");
  hash ??= record.contentHash;
}
const r = await verifyTimestampToken(token, hash);
console.log(`time:        ${r.time.toISOString()}`);
console.log(`hash:        ${r.hashHex} (${r.hashAlgorithm === "2.16.840.1.101.3.4.2.1" ? "SHA-256" : r.hashAlgorithm})`);
console.log(`TSA:         ${r.tsa ?? "(no certificate in the token)"}`);
console.log(`signature:   ${r.signatureValid ? "valid" : "INVALID"}`);
if (r.hashMatches !== null) console.log(`hash match:  ${r.hashMatches ? "yes" : "NO"}`);
console.log(r.ok ? "Verification: OK" : "Verification: FAILED");
process.exitCode = r.ok ? 0 : 1;
