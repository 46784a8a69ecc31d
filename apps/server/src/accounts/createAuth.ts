import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer } from "better-auth/plugins";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@eln/shared";
import type { Config } from "../config/config";
import type { Db } from "../db/client";
import * as schema from "./schema";
import type { Mailer } from "../mail/mailer";
import { resetPasswordMail } from "./accountMails";

export const SESSION_EXPIRES_SECONDS = 60 * 60 * 24 * 7;
export const RESET_TOKEN_EXPIRES_SECONDS = 60 * 60;

/** Better Auth does the accounts: password hashing (scrypt), sessions in the database, reset tokens. */
export function createAuth(deps: { db: Db; config: Config; mailer: Mailer }) {
  const { db, config, mailer } = deps;
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
    session: { expiresIn: SESSION_EXPIRES_SECONDS, updateAge: 60 * 60 * 24 },
    user: {
      additionalFields: {
        discipline: { type: "string", required: false },
        affiliation: { type: "string", required: false },
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
        await mailer.send(resetPasswordMail({ to: user.email, name: user.name, link }));
      },
    },
    advanced: {
      useSecureCookies: config.appUrl.startsWith("https://"),
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [bearer()],
    logger: { level: "error" },
  });
}

export type Auth = ReturnType<typeof createAuth>;
