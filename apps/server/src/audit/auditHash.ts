import { createHash } from "node:crypto";
import canonicalize from "canonicalize";

/** The previous hash of a chain's first event. */
export const GENESIS_HASH = "0".repeat(64);

export interface HashedFields {
  chain: string;
  seq: number;
  kind: string;
  actorId: string | null;
  actorName: string | null;
  targetType: string | null;
  targetId: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
}

/**
 * The canonical form of an event: RFC 8785 JSON (sorted keys, no spaces) of exactly these
 * fields, the time as an ISO 8601 UTC string with milliseconds.
 */
export function canonicalEvent(e: HashedFields): string {
  return canonicalize({
    chain: e.chain,
    seq: e.seq,
    kind: e.kind,
    actorId: e.actorId,
    actorName: e.actorName,
    targetType: e.targetType,
    targetId: e.targetId,
    data: e.data,
    createdAt: e.createdAt.toISOString(),
  })!;
}

/** hash = SHA-256(prev_hash + "\n" + canonical event), hex. */
export function auditHash(prevHash: string, e: HashedFields): string {
  return createHash("sha256").update(`${prevHash}\n${canonicalEvent(e)}`).digest("hex");
}
