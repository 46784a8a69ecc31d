import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer, genericOAuth, magicLink, phoneNumber } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { emailKey, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, safeRedirect } from "@eln/shared";
import type { Config } from "../config/config";
import type { Db } from "../db/client";
import * as schema from "./schema";
import type { Mailer } from "../mail";
import { emailLinkMail, phoneCodeMail, type PhoneCodePurpose } from "./accountMails";
import { resetPasswordMail, verifyEmailMail } from "./accountMails";

export const SESSION_EXPIRES_SECONDS = 60 * 60 * 24 * 7;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;
export const RESET_TOKEN_EXPIRES_SECONDS = 60 * 60;
export const EMAIL_LINK_EXPIRES_SECONDS = 15 * 60;
export const PHONE_CODE_EXPIRES_SECONDS = 5 * 60;
export const VERIFY_EMAIL_EXPIRES_SECONDS = 24 * 60 * 60;
/** The provider id of the external OpenID Connect sign-in (genericOAuth). */
export const OIDC_PROVIDER_ID = "oidc";

/** Where phone codes go (sign-in, or confirming a number being added); the embedded default writes them to the mail outbox. */
export interface PhoneCodeSender {
  send(p: { phoneNumber: string; code: string; purpose: PhoneCodePurpose }): Promise<void>;
}

/**
 * The header our own routes set on their call of Better Auth's sendPhoneNumberOTP when the code
 * confirms a number being added (the same endpoint sends sign-in codes); never read from a client.
 */
export const PHONE_CODE_PURPOSE_HEADER = "x-eln-phone-code-purpose";
export function outboxPhoneSender(mailer: Mailer): PhoneCodeSender {
  return { send: async (p) => void (await mailer.send({ ...phoneCodeMail(p), urgent: true })) };
}

/**
 * The query of an e-mailed sign-in link: the token, and the screen the person was going to
 * (`redirectUrl`, as password sign-in honours it; same-app paths only), which the web page opens.
 */
function emailLinkQuery(token: string, redirectUrl: unknown): string {
  const query = new URLSearchParams({ token });
  if (typeof redirectUrl === "string" && redirectUrl) query.set("redirectUrl", safeRedirect(redirectUrl));
  return query.toString();
}

/** Better Auth does the accounts: password hashing (scrypt), sessions in the database, reset tokens. */
export function createAuth(deps: { db: Db; config: Config; mailer: Mailer; phoneSender?: PhoneCodeSender }) {
  const { db, config, mailer } = deps;
  const phoneSender = deps.phoneSender ?? outboxPhoneSender(mailer);
  const secure = config.appUrl.startsWith("https://");
  return betterAuth({
    appName: "ELN",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    database: drizzleAdapter(db, { provider: "pg", schema }),
    trustedOrigins: [config.appUrl],
    // Sign-in is rate limited by our own route (shared counters in Redis); the
    // raw /api/auth endpoints are not exposed except the few the app needs.
    rateLimit: { enabled: false },
    session: { expiresIn: SESSION_EXPIRES_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    user: {
      additionalFields: {
        discipline: { type: "string", required: false },
        affiliation: { type: "string", required: false },
        // Set by `npm run admin -- disable`; read on every sign-in path (never user input).
        banned: { type: "boolean", required: false, input: false, defaultValue: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TOKEN_EXPIRES_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send({ ...resetPasswordMail({ to: user.email, name: user.name, link }), urgent: true });
      },
    },
    // Sign-up lands in the app at once; the address is proven by a link before its invitations
    // show and before another sign-in method (e-mail link, OIDC) may reach the account.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_EMAIL_EXPIRES_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        const link = `${config.appUrl}/api/account/verify-email?token=${encodeURIComponent(token)}`;
        await mailer.send({ ...verifyEmailMail({ to: user.email, name: user.name, link }), urgent: true });
      },
    },
    advanced: {
      // Cookies only carry the OAuth state and the hand-over after an external sign-in;
      // the API itself is bearer-only.
      useSecureCookies: secure,
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true, secure },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      bearer(),
      // E-mail link sign-in for existing accounts; our route builds the link to the web app.
      magicLink({
        expiresIn: EMAIL_LINK_EXPIRES_SECONDS,
        disableSignUp: true,
        storeToken: "hashed",
        sendMagicLink: async ({ email, token, metadata }) => {
          const [u] = await db
            .select({ name: schema.user.name, emailVerified: schema.user.emailVerified })
            .from(schema.user)
            .where(eq(schema.user.email, emailKey(email)));
          // No account, or an address never proven: nothing is sent, and the caller answers the
          // same either way. (Better Auth would otherwise sign in to an unproven account by
          // silently removing its password and sessions.)
          if (!u || !u.emailVerified) return;
          const link = `${config.appUrl}/auth/email-link?${emailLinkQuery(token, metadata?.redirectUrl)}`;
          await mailer.send({ ...emailLinkMail({ to: email, name: u.name, link, minutes: EMAIL_LINK_EXPIRES_SECONDS / 60 }), urgent: true });
        },
      }),
      // Sign-in with an external OpenID Connect provider (OIDC_* environment).
      genericOAuth({
        config: config.oidc
          ? [
              {
                providerId: OIDC_PROVIDER_ID,
                name: config.oidc.name,
                discoveryUrl: `${config.oidc.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
                clientId: config.oidc.clientId,
                clientSecret: config.oidc.clientSecret || undefined,
                scopes: ["openid", "email", "profile"],
                pkce: true,
                redirectURI: `${config.appUrl}/api/auth/callback/${OIDC_PROVIDER_ID}`,
                mapProfileToUser: (p: Record<string, unknown>) => ({
                  emailVerified: p.email_verified === true || p.email_verified === "true",
                  name: (p.name as string | undefined) || (p.email as string | undefined) || "",
                }),
              },
            ]
          : [],
      }),
      // Phone sign-in (PHONE_SIGNIN=true): a 6-digit code through a pluggable sender.
      phoneNumber({
        expiresIn: PHONE_CODE_EXPIRES_SECONDS,
        allowedAttempts: 3,
        sendOTP: async ({ phoneNumber: number, code }, ctx) =>
          phoneSender.send({ phoneNumber: number, code, purpose: ctx?.headers?.get(PHONE_CODE_PURPOSE_HEADER) === "confirmNumber" ? "confirmNumber" : "signIn" }),
      }),
    ],
    logger: { level: "error" },
  });
}

export type Auth = ReturnType<typeof createAuth>;

declare module "../http/context" {
  interface AppContext {
    auth: Auth;
  }
}
