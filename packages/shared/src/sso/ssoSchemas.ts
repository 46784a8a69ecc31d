import { z } from "zod";

/** A one-time SSO code lives this long (docs/design.md §3). */
export const SSO_CODE_TTL_SECONDS = 60;
/** The visible countdown on /sso-auth before the browser goes to the partner. */
export const SSO_COUNTDOWN_SECONDS = 3;
export const SSO_REDIRECT_URL_MAX = 2000;
export const SSO_CODE_MAX = 200;

export const ssoCodeRequestSchema = z.object({
  redirectUrl: z.string().min(1).max(SSO_REDIRECT_URL_MAX),
});
export type SsoCodeRequest = z.infer<typeof ssoCodeRequestSchema>;

export const ssoCodeAnswerSchema = z.object({
  code: z.string(),
  /** The partner URL with `code` already appended: where the browser goes. */
  redirectUrl: z.string(),
  expiresInSeconds: z.number().int(),
});
export type SsoCodeAnswer = z.infer<typeof ssoCodeAnswerSchema>;

/** Partner → server exchange (server-to-server). */
export const ssoTokenRequestSchema = z.object({
  code: z.string().min(1).max(SSO_CODE_MAX),
  client_secret: z.string().max(500).optional(),
  /** When given, must equal the redirect URL the code was issued for (without `code`). */
  redirect_uri: z.string().max(SSO_REDIRECT_URL_MAX).optional(),
});
export type SsoTokenRequest = z.infer<typeof ssoTokenRequestSchema>;

export const ssoIdentitySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
});
export type SsoIdentity = z.infer<typeof ssoIdentitySchema>;
