import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Append-only, hash-chained log of security-relevant events. One chain per space (`chain` =
 * the space id) plus "system" for sign-ins of people in no space. No foreign keys on purpose:
 * the trail outlives the users and spaces it mentions, and a trigger refuses UPDATE and DELETE.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    chain: text("chain").notNull(),
    /** Position in the chain, from 1 without gaps. */
    seq: integer("seq").notNull(),
    kind: text("kind").notNull(),
    actorId: text("actor_id"),
    actorName: text("actor_name"),
    targetType: text("target_type"),
    targetId: text("target_id"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    prevHash: text("prev_hash").notNull(),
    /** SHA-256 (hex) over prev_hash + "\n" + the canonical event (see auditHash.ts). */
    hash: text("hash").notNull(),
  },
  (t) => [
    uniqueIndex("audit_events_chain_seq_uq").on(t.chain, t.seq),
    index("audit_events_chain_kind_idx").on(t.chain, t.kind, t.seq),
    index("audit_events_chain_actor_idx").on(t.chain, t.actorId, t.seq),
  ],
);
export type AuditRow = typeof auditEvents.$inferSelect;
