import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { RECENT_LOGIN_SECONDS } from "@eln/shared";
import type { AppContext } from "../http/context";
import { AppError } from "../http/AppError";
import { account } from "../accounts/schema";

/**
 * A signature is executed by re-entering the password (21 CFR Part 11 §11.200(a)): the password
 * must match. Accounts without a password (external sign-in, e-mail link) sign within
 * RECENT_LOGIN_SECONDS of a fresh sign-in instead.
 */
export async function reauthenticate(ctx: AppContext, req: FastifyRequest, userId: string, password: string) {
  const [cred] = await ctx.db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  if (cred?.hash) {
    const auth = await ctx.auth.$context;
    if (!(await auth.password.verify({ hash: cred.hash, password }))) throw new AppError("password_incorrect", "The password is not correct.", { fields: { password: "records.passwordIncorrect" } });
    return;
  }
  const current = await ctx.auth.api.getSession({ headers: new Headers({ authorization: `Bearer ${req.sessionToken}` }) });
  const signedInAt = current ? new Date(current.session.createdAt).getTime() : 0;
  if (Date.now() - signedInAt >= RECENT_LOGIN_SECONDS * 1000) throw new AppError("requires_recent_login", "For your security, please log in again before doing this.");
}
