import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { accountEndpoints, emailKey } from "@eln/shared";
import { eq } from "drizzle-orm";
import { AppError } from "../http/AppError";
import { authenticate } from "../http/authenticate";
import { presentUser } from "./presentUser";
import { limitAnonymousMail, limitSenderMail, limitSignIn } from "./signInRateLimit";
import { user } from "./schema";
import { PHONE_CODE_PURPOSE_HEADER } from "./createAuth";


/** E-mail link and phone sign-in (spec §1 sign-in methods), answering our SessionAnswer. */
export async function signInMethodRoutes(app: FastifyInstance) {
  const { auth, db } = app.ctx;
  const phoneEnabled = app.ctx.config.phoneSignIn;

  /** A new session for a user who proved an e-mail or a phone: refused when disabled. */
  async function answerSession(token: string) {
    const s = await auth.api.getSession({ headers: new Headers({ authorization: `Bearer ${token}` }) });
    if (!s) throw new AppError("unauthenticated", "Sign in required");
    if ((s.user as { banned?: boolean | null }).banned) {
      await auth.api.signOut({ headers: new Headers({ authorization: `Bearer ${token}` }) });
      throw new AppError("user_disabled", "This account has been disabled.");
    }
    return { token, user: presentUser(s.user) };
  }

  // Answers the same whether or not the address has an account, so addresses cannot be probed.
  route(app, accountEndpoints.emailLink, async (req, reply) => {
    await limitAnonymousMail(req, reply, req.body.email);
    const { redirectUrl } = req.body;
    await auth.api.signInMagicLink({ body: { email: emailKey(req.body.email), metadata: { redirectUrl } }, headers: new Headers() });
    return { ok: true as const };
  });

  // POST, not GET: opening the link must not be what spends it (mail scanners prefetch links);
  // the web page at /auth/email-link posts the token once.
  route(app, accountEndpoints.verifyEmailLink, async (req) => {
    let token: string | undefined;
    try {
      const res = await auth.api.magicLinkVerify({ query: { token: req.body.token }, headers: new Headers() });
      token = (res as { token?: string } | undefined)?.token;
    } catch {
      token = undefined;
    }
    if (!token) throw new AppError("email_link_invalid", "This sign-in link is invalid or has expired.");
    return answerSession(token);
  });

  if (!phoneEnabled) return;

  // Codes go only to numbers that belong to an account; the answer is the same either way.
  route(app, accountEndpoints.phoneCode, async (req, reply) => {
    await limitAnonymousMail(req, reply, req.body.phoneNumber);
    const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.phoneNumber, req.body.phoneNumber));
    if (owner) await auth.api.sendPhoneNumberOTP({ body: { phoneNumber: req.body.phoneNumber } });
    return { ok: true as const };
  });

  route(app, accountEndpoints.verifyPhone, async (req, reply) => {
    await limitSignIn(req, reply, `phone:${req.body.phoneNumber}`);
    let token: string | null | undefined;
    try {
      const res = await auth.api.verifyPhoneNumber({ body: { phoneNumber: req.body.phoneNumber, code: req.body.code } });
      token = res?.token;
    } catch {
      token = undefined;
    }
    if (!token) throw new AppError("invalid_credentials", "The code is wrong or has expired.");
    return answerSession(token);
  });

  // Adding a phone to one's own account: a code to the new number, then confirm it.
  route(app, accountEndpoints.addPhoneCode, async (req, reply) => {
    const me = await authenticate(req);
    await limitAnonymousMail(req, reply, req.body.phoneNumber);
    await limitSenderMail(req, reply, me.id);
    // The SMS says the code confirms the number (the same Better Auth call sends sign-in codes).
    await auth.api.sendPhoneNumberOTP({ body: { phoneNumber: req.body.phoneNumber }, headers: new Headers({ [PHONE_CODE_PURPOSE_HEADER]: "confirmNumber" }) });
    return { ok: true as const };
  });

  route(app, accountEndpoints.setPhone, async (req) => {
    await authenticate(req);
    try {
      await auth.api.verifyPhoneNumber({
        body: { phoneNumber: req.body.phoneNumber, code: req.body.code, updatePhoneNumber: true },
        headers: new Headers({ authorization: `Bearer ${req.sessionToken}` }),
      });
    } catch (err) {
      const code = (err as { body?: { code?: string } })?.body?.code;
      if (code === "PHONE_NUMBER_EXIST") throw new AppError("conflict", "This phone number belongs to another account.");
      throw new AppError("validation", "The code is wrong or has expired.", { fields: { code: "validation.invalid" } });
    }
    return { ok: true as const };
  });
}
