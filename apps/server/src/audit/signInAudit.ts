import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../accounts/schema";
import { recordAccountEvent } from "./recordAuditEvent";

/**
 * A sign-in or a failed one, for the audit trail. Never fails the sign-in itself: a trail
 * that cannot be written is logged by the caller's logger instead.
 */
export async function auditSignIn(db: Db, p: { ok: boolean; email: string; userId?: string; ip: string; method: string }) {
  let actorId = p.userId ?? null;
  if (!actorId) {
    const [u] = await db.select({ id: user.id }).from(user).where(eq(user.email, p.email)).limit(1);
    actorId = u?.id ?? null;
  }
  await db.transaction((tx) =>
    recordAccountEvent(tx, {
      kind: p.ok ? "auth.signIn" : "auth.signInFailed",
      actorId,
      // The typed address is kept only when it matches nobody (an attempt on an unknown account).
      data: { method: p.method, ip: p.ip, ...(actorId ? {} : { email: p.email.slice(0, 320) }) },
    }),
  );
}
