import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { accountEndpoints } from "@eln/shared";
import { and, eq } from "drizzle-orm";
import { RECENT_LOGIN_SECONDS, RecentLoginProof } from "@eln/shared";
import { AppError } from "../http/AppError";
import { authenticate } from "../http/authenticate";
import { account, session } from "./schema";
import { enforceLimits, LIMITS } from "../http/rateLimits";
import { createStorage, deleteStoredFiles } from "../attachments";
import { deleteAccount } from "./accountCommands";

/**
 * Deleting one's own account (spec §7 "delete", §8 requires-recent-login): always with the
 * password again; an account without one needs a sign-in within RECENT_LOGIN_SECONDS.
 */
export async function deleteAccountRoutes(app: FastifyInstance) {
  const { auth, db } = app.ctx;

  route(app, accountEndpoints.remove, async (req, reply) => {
    const me = await authenticate(req);
    await enforceLimits(req, [{ limit: LIMITS.deleteAccountPerAccount, key: me.id }], reply);
    const [cred] = await db
      .select({ hash: account.password })
      .from(account)
      .where(and(eq(account.userId, me.id), eq(account.providerId, "credential")));
    const password = req.body?.password;
    if (cred?.hash) {
      // An account with a password always proves it again: a borrowed session must not delete it.
      if (!password) throw new AppError("requires_recent_login", "For your security, please enter your password again.", { details: { proof: RecentLoginProof.password } });
      const ctx = await auth.$context;
      // Only a password was typed here: "Invalid email or password" would name an e-mail the person never entered.
      if (!(await ctx.password.verify({ hash: cred.hash, password }))) throw new AppError("password_incorrect", "The password is not correct.");
    } else {
      // Passwordless (e-mail link, phone, OIDC): a sign-in within RECENT_LOGIN_SECONDS.
      const [current] = await db.select({ createdAt: session.createdAt }).from(session).where(eq(session.token, req.sessionToken!));
      const recent = !!current && Date.now() - current.createdAt.getTime() < RECENT_LOGIN_SECONDS * 1000;
      // There is no password to ask for: the person signs in again (the dialog offers it).
      if (!recent) throw new AppError("requires_recent_login", "For your security, please log in again before doing this.", { details: { proof: RecentLoginProof.signIn } });
    }
    const keys = await deleteAccount(db, me.id);
    await deleteStoredFiles(createStorage(app.ctx.config), keys, req.log);
    return { ok: true as const };
  });
}
