import { z } from "zod";
import { endpoint, okSchema } from "../api";
import {
  changePasswordSchema,
  deleteAccountSchema,
  emailLinkRequestSchema,
  emailLinkVerifySchema,
  forgotPasswordSchema,
  loginSchema,
  phoneCodeRequestSchema,
  phoneCodeVerifySchema,
  profileUpdateSchema,
  RECENT_LOGIN_SECONDS,
  resetPasswordSchema,
  sessionAnswerSchema,
  signupSchema,
  userSchema,
} from "./accountSchemas";

const tags = ["account"];

/** Accounts and sessions: sign-up, the sign-in methods, profile, password and deletion. */
export const accountEndpoints = {
  signup: endpoint({ method: "POST", path: "/api/account/signup", tags, public: true, body: signupSchema, responses: { 200: sessionAnswerSchema } }),
  login: endpoint({ method: "POST", path: "/api/account/login", tags, public: true, body: loginSchema, responses: { 200: sessionAnswerSchema } }),
  logout: endpoint({ method: "POST", path: "/api/account/logout", tags, responses: { 200: okSchema } }),
  me: endpoint({ method: "GET", path: "/api/account/me", tags, responses: { 200: sessionAnswerSchema } }),
  updateProfile: endpoint({ method: "PUT", path: "/api/account/profile", tags, body: profileUpdateSchema, responses: { 200: z.object({ user: userSchema }) } }),
  changePassword: endpoint({ method: "POST", path: "/api/account/password/change", tags, body: changePasswordSchema, responses: { 200: okSchema } }),
  forgotPassword: endpoint({ method: "POST", path: "/api/account/password/forgot", tags, public: true, body: forgotPasswordSchema, responses: { 200: okSchema } }),
  checkResetToken: endpoint({
    method: "GET",
    path: "/api/account/password/reset",
    tags,
    public: true,
    query: z.object({ token: z.string().regex(/^[\w-]{1,200}$/, { error: "validation.invalid" }) }),
    responses: { 200: z.object({ valid: z.boolean() }) },
  }),
  resetPassword: endpoint({ method: "POST", path: "/api/account/password/reset", tags, public: true, body: resetPasswordSchema, responses: { 200: okSchema } }),
  verifyEmail: endpoint({
    method: "GET",
    path: "/api/account/verify-email",
    tags,
    summary: "Confirm the account's e-mail address (the link in the mail)",
    public: true,
    query: z.object({ token: z.string().regex(/^[\w.-]{1,2000}$/, { error: "validation.invalid" }) }),
    responses: {},
  }),
  resendVerification: endpoint({
    method: "POST",
    path: "/api/account/verify-email/resend",
    tags,
    summary: "Send the confirmation link again",
    responses: { 200: okSchema },
  }),
  emailLink: endpoint({
    method: "POST",
    path: "/api/account/email-link",
    tags,
    summary: "E-mail a one-time sign-in link (valid 15 minutes)",
    public: true,
    body: emailLinkRequestSchema,
    responses: { 200: okSchema },
  }),
  verifyEmailLink: endpoint({
    method: "POST",
    path: "/api/account/email-link/verify",
    tags,
    summary: "Sign in with the token of an e-mailed link (works once)",
    public: true,
    body: emailLinkVerifySchema,
    responses: { 200: sessionAnswerSchema },
  }),
  phoneCode: endpoint({
    method: "POST",
    path: "/api/account/phone/code",
    tags,
    summary: "Send a 6-digit sign-in code to a phone (PHONE_SIGNIN)",
    public: true,
    body: phoneCodeRequestSchema,
    responses: { 200: okSchema },
  }),
  verifyPhone: endpoint({
    method: "POST",
    path: "/api/account/phone/verify",
    tags,
    summary: "Sign in with a phone code",
    public: true,
    body: phoneCodeVerifySchema,
    responses: { 200: sessionAnswerSchema },
  }),
  addPhoneCode: endpoint({
    method: "POST",
    path: "/api/account/phone/add-code",
    tags,
    summary: "Send a code to a phone number to add it to the signed-in account",
    body: phoneCodeRequestSchema,
    responses: { 200: okSchema },
  }),
  setPhone: endpoint({
    method: "PUT",
    path: "/api/account/phone",
    tags,
    summary: "Confirm and store the account's phone number",
    body: phoneCodeVerifySchema,
    responses: { 200: okSchema },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/account",
    tags,
    summary: "Delete the signed-in account",
    description: `Needs \`password\` (accounts without one: a sign-in within ${RECENT_LOGIN_SECONDS / 60} minutes); otherwise 403 requires_recent_login.`,
    body: deleteAccountSchema.nullish(),
    responses: { 200: okSchema },
  }),
  oidcStart: endpoint({
    method: "GET",
    path: "/api/sso/oidc/start",
    tags,
    summary: "Start sign-in with the external OpenID Connect provider (browser redirect)",
    public: true,
    query: z.object({ redirectUrl: z.string().max(2000).optional() }),
    responses: {},
  }),
  oidcCallback: endpoint({
    method: "GET",
    path: "/api/auth/callback/:providerId",
    tags,
    summary: "OpenID Connect redirect URI",
    public: true,
    hidden: true,
    responses: {},
  }),
  oidcSession: endpoint({
    method: "POST",
    path: "/api/sso/oidc/session",
    tags,
    summary: "Trade the external sign-in's session cookie for a bearer session",
    public: true,
    responses: { 200: sessionAnswerSchema },
  }),
};

/** What the web app needs before sign-in (analytics id, sign-in methods, feedback link). */
export const publicConfigSchema = z.object({
  gtmId: z.string().nullable(),
  feedbackUrl: z.string(),
  oidc: z.object({ name: z.string() }).nullable(),
  emailLink: z.boolean(),
  phone: z.boolean().optional(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** Health and public configuration. */
export const systemEndpoints = {
  live: endpoint({ method: "GET", path: "/api/health/live", tags: ["health"], summary: "Liveness: the process answers", public: true, responses: { 200: z.object({ status: z.literal("ok") }) } }),
  health: endpoint({
    method: "GET",
    path: "/api/health",
    tags: ["health"],
    summary: "Readiness: the database answers too (503 when it does not)",
    public: true,
    responses: {},
  }),
  config: endpoint({ method: "GET", path: "/api/config", tags: ["config"], public: true, responses: { 200: publicConfigSchema } }),
};
