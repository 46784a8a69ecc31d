import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { accountEndpoints, emailKey } from "@eln/shared";
import { AppError } from "../http/AppError";
import { authenticate } from "../http/authenticate";
import { and, eq } from "drizzle-orm";
import { presentUser } from "./presentUser";
import { account as accountTable, user as userTable } from "./schema";
import { limitAnonymousMail, limitSignIn, limitSignUp } from "./signInRateLimit";
import { enforceLimits, LIMITS } from "../http/rateLimits";
import { endOtherSessions, endResetLinks } from "./accountCommands";
import { signInMethodRoutes } from "./signInMethodRoutes";
import { auditSignIn } from "../audit";
import { deleteAccountRoutes } from "./deleteAccountRoutes";
import { getCollab } from "../collab";


/** Better Auth throws APIError with a `body.code`; this reads it without importing internals. */
function betterAuthCode(err: unknown): string | undefined {
  return (err as { body?: { code?: string } })?.body?.code;
}

function authHeaders(token: string | null | undefined) {
  return new Headers(token ? { authorization: `Bearer ${token}` } : {});
}

export async function accountRoutes(app: FastifyInstance) {
  const { auth } = app.ctx;

  route(app, accountEndpoints.signup, async (req, reply) => {
    await limitSignUp(req, reply);
    const b = req.body;
    try {
      const res = await auth.api.signUpEmail({
        body: { email: emailKey(b.email), password: b.password, name: b.fullName, discipline: b.discipline, affiliation: "" },
      });
      const user = await auth.api.getSession({ headers: authHeaders(res.token) });
      return { token: res.token!, user: presentUser(user!.user) };
    } catch (err) {
      const code = betterAuthCode(err);
      if (code?.startsWith("USER_ALREADY_EXISTS")) throw new AppError("email_in_use", "This email is already in use. Please log in.");
      if (code === "PASSWORD_TOO_SHORT") throw new AppError("weak_password", "Password must be at least 8 characters.");
      throw err;
    }
  });

  route(app, accountEndpoints.login, async (req, reply) => {
    await limitSignIn(req, reply, req.body.email);
    try {
      const res = await auth.api.signInEmail({ body: { email: emailKey(req.body.email), password: req.body.password } });
      const session = await auth.api.getSession({ headers: authHeaders(res.token) });
      const u = session!.user as { banned?: boolean | null };
      if (u.banned) {
        await auth.api.signOut({ headers: authHeaders(res.token) });
        throw new AppError("user_disabled", "This account has been disabled.");
      }
      await auditSignIn(app.ctx.db, { ok: true, email: emailKey(req.body.email), userId: session!.user.id, ip: req.ip, method: "password" }).catch((e) => req.log.error(e));
      return { token: res.token, user: presentUser(session!.user) };
    } catch (err) {
      if (err instanceof AppError) throw err;
      const code = betterAuthCode(err);
      if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_PASSWORD" || code === "USER_NOT_FOUND" || code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
        await auditSignIn(app.ctx.db, { ok: false, email: emailKey(req.body.email), ip: req.ip, method: "password" }).catch((e) => req.log.error(e));
        throw new AppError("invalid_credentials", "Invalid email or password.");
      }
      throw err;
    }
  });

  route(app, accountEndpoints.logout, async (req) => {
    await authenticate(req);
    await auth.api.signOut({ headers: authHeaders(req.sessionToken) });
    void getCollab(app.ctx).recheckAccess(); // open editors of this session close now, not at the next tick
    return { ok: true as const };
  });

  // Also the token refresh: answers the same token while the session lives (its
  // expiry slides forward on use) or 401 when it has ended.
  route(app, accountEndpoints.me, async (req) => {
    const user = await authenticate(req);
    // The profile shows the number phone sign-in uses (not kept with the session's columns), and
    // whether the account has a password: deleting it then asks for the password from the start.
    const [row] = await app.ctx.db
      .select({ phoneNumber: userTable.phoneNumber, password: accountTable.password })
      .from(userTable)
      .leftJoin(accountTable, and(eq(accountTable.userId, userTable.id), eq(accountTable.providerId, "credential")))
      .where(eq(userTable.id, user.id))
      .limit(1);
    const me = { ...presentUser(user), hasPassword: !!row?.password };
    if (!app.ctx.config.phoneSignIn) return { token: req.sessionToken!, user: me };
    return { token: req.sessionToken!, user: { ...me, phoneNumber: row?.phoneNumber ?? null } };
  });

  route(app, accountEndpoints.updateProfile, async (req) => {
    await authenticate(req);
    const b = req.body;
    await auth.api.updateUser({
      headers: authHeaders(req.sessionToken),
      body: { name: b.fullName, discipline: b.discipline, affiliation: b.affiliation },
    });
    const session = await auth.api.getSession({ headers: authHeaders(req.sessionToken) });
    return { user: presentUser(session!.user) };
  });

  // The session that changes the password stays signed in; every other session of the account ends
  // (and its open editors close). Attempts are limited per account: the form checks a password.
  route(app, accountEndpoints.changePassword, async (req, reply) => {
    const me = await authenticate(req);
    await enforceLimits(req, [{ limit: LIMITS.changePasswordPerAccount, key: me.id }], reply);
    try {
      await auth.api.changePassword({
        headers: authHeaders(req.sessionToken),
        body: { currentPassword: req.body.currentPassword, newPassword: req.body.newPassword, revokeOtherSessions: false },
      });
    } catch (err) {
      const code = betterAuthCode(err);
      // A wrong current password is the person's to fix: said so, on that field (as deleting the account says it).
      if (code === "INVALID_PASSWORD") throw new AppError("password_incorrect", "The password is not correct.", { fields: { currentPassword: "errors.password_incorrect" } });
      if (code) throw new AppError("change_password_failed", "Failed to change your password.");
      throw err;
    }
    await endOtherSessions(app.ctx.db, me.id, req.sessionToken!);
    void getCollab(app.ctx).recheckAccess(); // other sessions ended: their open editors close now (the check catches its errors)
    return { ok: true as const };
  });

  // Answers the same whether or not the address has an account, so addresses cannot be probed.
  route(app, accountEndpoints.forgotPassword, async (req, reply) => {
    await limitAnonymousMail(req, reply, req.body.email);
    await auth.api.requestPasswordReset({ body: { email: emailKey(req.body.email), redirectTo: "/reset-password" } });
    return { ok: true as const };
  });

  route(app, accountEndpoints.checkResetToken, async (req) => {
    const ctx = await auth.$context;
    const v = await ctx.internalAdapter.findVerificationValue(`reset-password:${req.query.token}`);
    return { valid: !!v && v.expiresAt > new Date() };
  });

  route(app, accountEndpoints.resetPassword, async (req) => {
    const ctx = await auth.$context;
    const pending = await ctx.internalAdapter.findVerificationValue(`reset-password:${req.body.token}`);
    try {
      await auth.api.resetPassword({ body: { token: req.body.token, newPassword: req.body.password } });
    } catch (err) {
      if (betterAuthCode(err)) throw new AppError("invalid_reset_link", "This link appears to be invalid or has expired.");
      throw err;
    }
    // One use ends every outstanding reset link of the account (the value is the user id).
    if (pending?.value) await endResetLinks(app.ctx.db, pending.value);
    void getCollab(app.ctx).recheckAccess(); // sessions ended: open editors close now
    return { ok: true as const };
  });

  // The link in the confirmation mail: proves the address, then opens the app. A GET because it
  // is opened from a mail client; proving the address is all it does (no session is created).
  route(app, accountEndpoints.verifyEmail, async (req, reply) => {
    try {
      await auth.api.verifyEmail({ query: { token: req.query.token } });
      return reply.redirect("/spaces?emailVerified=1");
    } catch {
      return reply.redirect("/login?emailVerified=invalid");
    }
  });

  route(app, accountEndpoints.resendVerification, async (req, reply) => {
    const me = await authenticate(req);
    await enforceLimits(req, [{ limit: LIMITS.verifyMailPerAccountHour, key: me.id }], reply);
    if (!me.emailVerified) await auth.api.sendVerificationEmail({ body: { email: me.email } });
    return { ok: true as const };
  });

  await app.register(signInMethodRoutes);
  await app.register(deleteAccountRoutes);
}
