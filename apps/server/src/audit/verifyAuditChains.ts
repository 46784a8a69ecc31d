import { and, asc, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { auditEvents } from "./schema";
import { auditHash, GENESIS_HASH } from "./auditHash";

export interface BrokenLink {
  chain: string;
  seq: number;
  id: number;
  reason: "hash_mismatch" | "prev_hash_mismatch" | "sequence_gap";
}
export interface ChainReport {
  chain: string;
  events: number;
  broken: BrokenLink | null;
}

/** Walks one chain from its start, recomputing every hash; stops at the first broken link. */
export async function verifyAuditChain(db: DbOrTx, chain: string): Promise<ChainReport> {
  let prevHash = GENESIS_HASH;
  let expectedSeq = 1;
  let events = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.chain, chain), gt(auditEvents.seq, expectedSeq - 1)))
      .orderBy(asc(auditEvents.seq))
      .limit(1000);
    if (!rows.length) return { chain, events, broken: null };
    for (const r of rows) {
      const at = { chain, seq: r.seq, id: r.id };
      if (r.seq !== expectedSeq) return { chain, events, broken: { ...at, seq: expectedSeq, reason: "sequence_gap" } };
      if (r.prevHash !== prevHash) return { chain, events, broken: { ...at, reason: "prev_hash_mismatch" } };
      if (auditHash(prevHash, r) !== r.hash) return { chain, events, broken: { ...at, reason: "hash_mismatch" } };
      prevHash = r.hash;
      expectedSeq += 1;
      events += 1;
    }
  }
}

export async function verifyAllAuditChains(db: DbOrTx): Promise<ChainReport[]> {
  const chains = await db.selectDistinct({ chain: auditEvents.chain }).from(auditEvents).orderBy(asc(auditEvents.chain));
  const out: ChainReport[] = [];
  for (const { chain } of chains) out.push(await verifyAuditChain(db, chain));
  return out;
}
