import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { SSO_CODE_TTL_SECONDS } from "@eln/shared/sso";
import type { Db } from "../db/client";
import { ssoCodes } from "./schema";

/** Only the hash of a code is stored: a copy of the table lets no one sign in. */
const hashCode = (code: string) => createHash("sha256").update(code).digest("hex");

/** A new one-time code for `userId` and the partner URL it was issued for; valid SSO_CODE_TTL_SECONDS. */
export async function issueSsoCode(db: Db, userId: string, redirectUrl: string) {
  const code = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    // Housekeeping: codes are worthless a minute after issue; keep a day for audit.
    await tx.delete(ssoCodes).where(lt(ssoCodes.expiresAt, sql`now() - interval '1 day'`));
    await tx.insert(ssoCodes).values({
      codeHash: hashCode(code),
      userId,
      redirectUrl,
      expiresAt: sql`now() + make_interval(secs => ${SSO_CODE_TTL_SECONDS})`,
    });
  });
  return code;
}

/**
 * Uses up a code: who it was issued to and for which URL, or null when it is unknown, used or
 * expired. Marked used in the same statement that checks it: two exchanges of one code cannot both win.
 */
export async function redeemSsoCode(db: Db, code: string) {
  const [used] = await db
    .update(ssoCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(ssoCodes.codeHash, hashCode(code)), isNull(ssoCodes.usedAt), gt(ssoCodes.expiresAt, sql`now()`)))
    .returning({ userId: ssoCodes.userId, redirectUrl: ssoCodes.redirectUrl });
  return used ?? null;
}
