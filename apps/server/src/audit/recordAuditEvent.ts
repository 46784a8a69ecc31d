import { desc, eq, sql } from "drizzle-orm";
import type { AuditKind } from "@eln/shared/audit";
import type { DbOrTx } from "../db/client";
import { user } from "../accounts/schema";
import { spaceMembers } from "../spaces/schema";
import { auditEvents } from "./schema";
import { auditHash, GENESIS_HASH } from "./auditHash";

export const SYSTEM_CHAIN = "system";

export interface AuditInput {
  /** The space whose trail gets the event; null for the system chain. */
  spaceId: string | null;
  kind: AuditKind;
  actorId: string | null;
  /** Looked up from the user table when omitted. */
  actorName?: string | null;
  target?: { type: string; id: string } | null;
  data?: Record<string, unknown>;
  /**
   * The other person the event is about (the member added, the witness asked); the target's id
   * when the target is a user. Stored in `data.person` as { id, name }, the name as it is now:
   * the trail says who it was even after the account is renamed or deleted.
   */
  personId?: string | null;
}

const nameOf = async (tx: DbOrTx, userId: string) => (await tx.select({ name: user.name }).from(user).where(eq(user.id, userId)).limit(1))[0]?.name ?? null;

/**
 * Appends one event to a chain, inside the caller's transaction (so the event exists exactly
 * when the change it records does). A transaction-scoped advisory lock orders writers of the
 * same chain; they never see the same previous hash.
 */
export async function recordAuditEvent(tx: DbOrTx, input: AuditInput) {
  const chain = input.spaceId ?? SYSTEM_CHAIN;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${"audit:" + chain}, 0))`);
  let actorName = input.actorName ?? null;
  if (input.actorId && input.actorName === undefined) actorName = await nameOf(tx, input.actorId);
  const personId = input.personId !== undefined ? input.personId : input.target?.type === "user" ? input.target.id : null;
  const person = personId ? { id: personId, name: personId === input.actorId && actorName !== null ? actorName : await nameOf(tx, personId) } : null;
  const [last] = await tx
    .select({ seq: auditEvents.seq, hash: auditEvents.hash })
    .from(auditEvents)
    .where(eq(auditEvents.chain, chain))
    .orderBy(desc(auditEvents.seq))
    .limit(1);
  const fields = {
    chain,
    seq: (last?.seq ?? 0) + 1,
    kind: input.kind,
    actorId: input.actorId,
    actorName,
    targetType: input.target?.type ?? null,
    targetId: input.target?.id ?? null,
    data: person ? { ...input.data, person } : (input.data ?? {}),
    createdAt: new Date(),
  };
  const prevHash = last?.hash ?? GENESIS_HASH;
  const [row] = await tx
    .insert(auditEvents)
    .values({ ...fields, prevHash, hash: auditHash(prevHash, fields) })
    .returning();
  return row;
}

/**
 * Account events (sign-ins) belong to no space: they go to the system chain and to the trail
 * of every space the person is in, so each space's owners see who signed in to their data.
 */
export async function recordAccountEvent(tx: DbOrTx, input: Omit<AuditInput, "spaceId">) {
  await recordAuditEvent(tx, { ...input, spaceId: null });
  if (!input.actorId) return;
  const rows = await tx.select({ spaceId: spaceMembers.spaceId }).from(spaceMembers).where(eq(spaceMembers.userId, input.actorId));
  for (const r of rows) await recordAuditEvent(tx, { ...input, spaceId: r.spaceId });
}
