import { eq } from "drizzle-orm";
import { emailKey } from "@eln/shared";
import type { Db } from "../db/client";
import { session, user } from "./schema";

export type AdminResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * Disables an account: it can no longer sign in, and every session it has ends now
 * (the web app signs out on the next call with `user_disabled`, spec §8).
 */
export async function disableUser(db: Db, email: string, reason = "Disabled by an administrator"): Promise<AdminResult> {
  return db.transaction(async (tx) => {
    const [u] = await tx
      .update(user)
      .set({ banned: true, banReason: reason, updatedAt: new Date() })
      .where(eq(user.email, emailKey(email)))
      .returning({ id: user.id });
    if (!u) return { ok: false as const, message: `No account with e-mail ${email}.` };
    const ended = await tx.delete(session).where(eq(session.userId, u.id)).returning({ id: session.id });
    return { ok: true as const, message: `Disabled ${email} (${ended.length} session(s) ended).` };
  });
}

export async function enableUser(db: Db, email: string): Promise<AdminResult> {
  const [u] = await db
    .update(user)
    .set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() })
    .where(eq(user.email, emailKey(email)))
    .returning({ id: user.id });
  if (!u) return { ok: false, message: `No account with e-mail ${email}.` };
  return { ok: true, message: `Enabled ${email}.` };
}

export const adminUsage = "usage: npm run admin -- disable <email> [reason] | enable <email>";

/** The admin CLI's commands, runnable in-process (tests) or from scripts/admin.ts. */
export async function runAdminCommand(db: Db, argv: string[]): Promise<AdminResult> {
  const [command, email, ...rest] = argv;
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) return { ok: false, message: adminUsage };
  if (command === "disable") return disableUser(db, email, rest.join(" ") || undefined);
  if (command === "enable") return enableUser(db, email);
  return { ok: false, message: adminUsage };
}
