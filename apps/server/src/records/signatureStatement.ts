import { createHash } from "node:crypto";
import canonicalize from "canonicalize";

/**
 * What a format 2 signature's trusted timestamp certifies: the whole signature, not only the
 * record's hash, so an exported signature's signer, meaning and time cannot be changed without
 * the token failing to match (docs/records.md, "Trusted timestamps"). No server code here: the
 * offline check (scripts/verify.ts) recomputes it from an exported signature.
 */
export interface SignedStatement {
  format: "eln-signature/2";
  noteId: string;
  signer: { id: string | null; name: string };
  meaning: string;
  /** ISO 8601 UTC with milliseconds, as stored. */
  signedAt: string;
  /** SHA-256 (hex) of the note's record, in `recordFormat`. */
  contentHash: string;
  recordFormat: "eln-note-record/2";
}

export function signedStatement(s: Omit<SignedStatement, "format" | "recordFormat">): SignedStatement {
  return {
    format: "eln-signature/2",
    noteId: s.noteId,
    signer: { id: s.signer.id, name: s.signer.name },
    meaning: s.meaning,
    signedAt: s.signedAt,
    contentHash: s.contentHash,
    recordFormat: "eln-note-record/2",
  };
}

/** SHA-256 (hex) of the statement's RFC 8785 JSON: the hash a format 2 timestamp token certifies. */
export const statementHash = (s: SignedStatement) => createHash("sha256").update(canonicalize(signedStatement(s))!).digest("hex");
