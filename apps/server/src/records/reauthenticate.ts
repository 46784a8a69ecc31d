import { and, eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { RECENT_LOGIN_SECONDS } from "@eln/shared";
import type { AppContext } from "../http/context";
import { AppError } from "../http/AppError";
import { account } from "../accounts/schema";
import { enforceLimits, LIMITS } from "../http/rateLimits";
import { recordAuditEvent } from "../audit";
import { noteAuditEvent, type NoteAccess } from "../notes";

/**
 * A signature is executed by re-entering the password (21 CFR Part 11 §11.200(a)): the password
 * must match. Accounts without a password (external sign-in, e-mail link) sign within
 * RECENT_LOGIN_SECONDS of a fresh sign-in instead. A wrong password is recorded in the note's
 * space's audit trail (§11.300(d): attempts at unauthorized use are reported), and after 5 in
 * 15 minutes the account may not try again until the window has passed (429, as sign-in).
 */
export async function reauthenticate(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, access: NoteAccess, userId: string, password: string) {
  const [cred] = await ctx.db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  if (cred?.hash) {
    const limit = LIMITS.signPasswordFailuresPerAccount;
    const failures = { limit, key: userId };
    // Only failures count, one each; the check before adds none (n: 0) and refuses once `max` have
    // been counted (a limiter passes while count <= max: so max - 1 here, the same counter).
    await enforceLimits(req, [{ limit: { ...limit, max: limit.max - 1 }, key: userId, n: 0 }], reply);
    const auth = await ctx.auth.$context;
    if (await auth.password.verify({ hash: cred.hash, password })) return;
    // The kind says why (a wrong password): a free-text "reason" field is shown as written, as an unlock's is.
    await ctx.db.transaction((tx) => recordAuditEvent(tx, noteAuditEvent(access, "note.signingRefused", userId)));
    await enforceLimits(req, [failures], reply);
    throw new AppError("password_incorrect", "The password is not correct.", { fields: { password: "records.passwordIncorrect" } });
  }
  const current = await ctx.auth.api.getSession({ headers: new Headers({ authorization: `Bearer ${req.sessionToken}` }) });
  const signedInAt = current ? new Date(current.session.createdAt).getTime() : 0;
  if (Date.now() - signedInAt >= RECENT_LOGIN_SECONDS * 1000) throw new AppError("requires_recent_login", "For your security, please log in again before doing this.");
}
