import { z } from "zod";
import { endpointMethods, okSchema } from "../api";
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
  redirectUrlSchema,
  RECENT_LOGIN_SECONDS,
  resetPasswordSchema,
  sessionAnswerSchema,
  signupSchema,
  userSchema,
} from "./accountSchemas";

const { get, post, put, del } = endpointMethods("account");
const healthChecks = endpointMethods("health");
const publicConfig = endpointMethods("config");

/** A way to sign in: callable without a session, it answers the new session (token and user). */
const signIn = <const P extends string, Body extends z.ZodType | undefined = undefined>(path: P, parts: { summary?: string; body?: Body } = {}) =>
  post(path, { ...parts, public: true, responses: { 200: sessionAnswerSchema } });

/** Accounts and sessions: sign-up, the sign-in methods, profile, password and deletion. */
export const accountEndpoints = {
  signup: signIn("/api/account/signup", { body: signupSchema }),
  login: signIn("/api/account/login", { body: loginSchema }),
  logout: post("/api/account/logout", { responses: { 200: okSchema } }),
  me: get("/api/account/me", { responses: { 200: sessionAnswerSchema } }),
  updateProfile: put("/api/account/profile", { body: profileUpdateSchema, responses: { 200: z.object({ user: userSchema }) } }),
  changePassword: post("/api/account/password/change", { body: changePasswordSchema, responses: { 200: okSchema } }),
  forgotPassword: post("/api/account/password/forgot", { public: true, body: forgotPasswordSchema, responses: { 200: okSchema } }),
  checkResetToken: get("/api/account/password/reset", {
    public: true,
    query: z.object({ token: z.string().regex(/^[\w-]{1,200}$/, { error: "validation.invalid" }) }),
    responses: { 200: z.object({ valid: z.boolean() }) },
  }),
  resetPassword: post("/api/account/password/reset", { public: true, body: resetPasswordSchema, responses: { 200: okSchema } }),
  verifyEmail: get("/api/account/verify-email", {
    summary: "Confirm the account's e-mail address (the link in the mail)",
    public: true,
    query: z.object({ token: z.string().regex(/^[\w.-]{1,2000}$/, { error: "validation.invalid" }) }),
    responses: {},
  }),
  resendVerification: post("/api/account/verify-email/resend", { summary: "Send the confirmation link again", responses: { 200: okSchema } }),
  emailLink: post("/api/account/email-link", {
    summary: "E-mail a one-time sign-in link (valid 15 minutes)",
    public: true,
    body: emailLinkRequestSchema,
    responses: { 200: okSchema },
  }),
  verifyEmailLink: signIn("/api/account/email-link/verify", {
    summary: "Sign in with the token of an e-mailed link (works once)",
    body: emailLinkVerifySchema,
  }),
  phoneCode: post("/api/account/phone/code", {
    summary: "Send a 6-digit sign-in code to a phone (PHONE_SIGNIN)",
    public: true,
    body: phoneCodeRequestSchema,
    responses: { 200: okSchema },
  }),
  verifyPhone: signIn("/api/account/phone/verify", { summary: "Sign in with a phone code", body: phoneCodeVerifySchema }),
  addPhoneCode: post("/api/account/phone/add-code", {
    summary: "Send a code to a phone number to add it to the signed-in account",
    body: phoneCodeRequestSchema,
    responses: { 200: okSchema },
  }),
  setPhone: put("/api/account/phone", { summary: "Confirm and store the account's phone number", body: phoneCodeVerifySchema, responses: { 200: okSchema } }),
  remove: del("/api/account", {
    summary: "Delete the signed-in account",
    description: `Needs \`password\` (accounts without one: a sign-in within ${RECENT_LOGIN_SECONDS / 60} minutes); otherwise 403 requires_recent_login, whose \`details.proof\` says what to do: \`password\` (send it) or \`signIn\` (sign in again).`,
    body: deleteAccountSchema.nullish(),
    responses: { 200: okSchema },
  }),
  oidcStart: get("/api/sso/oidc/start", {
    summary: "Start sign-in with the external OpenID Connect provider (browser redirect)",
    public: true,
    query: z.object({ redirectUrl: redirectUrlSchema.optional() }),
    responses: {},
  }),
  oidcCallback: get("/api/auth/callback/:providerId", {
    summary: "OpenID Connect redirect URI",
    public: true,
    hidden: true,
    // Better Auth's own path, handed on as it came: no limit of an id on the name.
    params: z.object({ providerId: z.string() }),
    responses: {},
  }),
  oidcSession: signIn("/api/sso/oidc/session", { summary: "Trade the external sign-in's session cookie for a bearer session" }),
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
  live: healthChecks.get("/api/health/live", {
    summary: "Liveness: the process answers",
    public: true,
    responses: { 200: z.object({ status: z.literal("ok") }) },
  }),
  health: healthChecks.get("/api/health", { summary: "Readiness: the database answers too (503 when it does not)", public: true, responses: {} }),
  config: publicConfig.get("/api/config", { public: true, responses: { 200: publicConfigSchema } }),
};
