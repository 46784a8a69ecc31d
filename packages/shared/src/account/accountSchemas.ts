import { z } from "zod";
import { Disciplines } from "./disciplines";
import { V } from "../validation/messages";
import { safeText } from "../validation/controlChars";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TextLimits } from "../validation/limits";
import { requiredText } from "../validation/requiredText";
import { normalizeEmail } from "../validation/normalizeEmail";
import { tooLongError } from "../validation/tooLongError";

/** Runs the match check even when other fields failed, so the form shows every message at once. */
function matches<K extends string, C extends string>(key: K, confirmKey: C) {
  return [
    (v: Record<K | C, unknown>) => v[key] === v[confirmKey],
    {
      path: [confirmKey] as PropertyKey[],
      error: V.passwordMismatch,
      when: (payload: { value: unknown }) => {
        const v = payload.value as Record<string, unknown> | null;
        return !!v && typeof v[key] === "string" && typeof v[confirmKey] === "string" && (v[confirmKey] as string).length > 0;
      },
    },
  ] as [(v: Record<K | C, unknown>) => boolean, { path: PropertyKey[]; error: string; when: (payload: { value: unknown }) => boolean }];
}

const requiredString = (max: number, message: string = V.required) => safeText(requiredText(max, message));

/** The general password rule: 8+ characters with a letter, a number and a symbol (punctuation or a
 * symbol character: an invisible format character such as a zero-width space does not count). */
export const passwordSchema = z
  .string({ error: V.required })
  .min(1, { error: V.required })
  .min(PASSWORD_MIN_LENGTH, { error: V.passwordMin })
  .max(PASSWORD_MAX_LENGTH, { error: tooLongError })
  .refine((p) => p.length < PASSWORD_MIN_LENGTH || /\p{L}/u.test(p) && /\p{N}/u.test(p) && /[\p{P}\p{S}]/u.test(p), {
    error: V.passwordRule,
  });

/** The password typed again: only required here; `matches()` compares it with the first. */
const passwordConfirmSchema = z.string({ error: V.required }).min(1, { error: V.required });

/** A typed address, folded first (`normalizeEmail`: full width to ASCII, trimmed), so what is
 * checked and stored is the ASCII form. `message` is the "required" message. */
const typedEmail = (message: string = V.required) =>
  z.string({ error: message }).transform(normalizeEmail);

export const emailSchema = typedEmail()
  .pipe(requiredText(TextLimits.email))
  .pipe(z.email({ error: V.validEmail }));

export const signupSchema = z
  .object({
    email: emailSchema,
    fullName: requiredString(TextLimits.name),
    discipline: z.enum(Disciplines, { error: V.required }),
    password: passwordSchema,
    confirmPassword: passwordConfirmSchema,
    terms: z.literal(true, { error: V.termsRequired }),
  })
  .refine(...matches("password", "confirmPassword"));
export type Signup = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  email: typedEmail(V.loginRequired).pipe(z.string().min(1, { error: V.loginRequired }).max(TextLimits.email)),
  password: z.string({ error: V.loginRequired }).min(1, { error: V.loginRequired }).max(PASSWORD_MAX_LENGTH),
});
export type Login = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: typedEmail()
    .pipe(requiredText(TextLimits.email))
    .pipe(z.email({ error: V.forgotInvalidEmail })),
});

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: passwordSchema,
    confirmPassword: passwordConfirmSchema,
  })
  .refine(...matches("password", "confirmPassword"));

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: V.required }).min(1, { error: V.required }).max(PASSWORD_MAX_LENGTH),
    newPassword: passwordSchema,
    confirmPassword: passwordConfirmSchema,
  })
  .refine(...matches("newPassword", "confirmPassword"));

export const profileUpdateSchema = z.object({
  fullName: requiredString(TextLimits.name),
  discipline: z.enum(Disciplines, { error: V.required }),
  affiliation: z.string().trim().max(TextLimits.affiliation, { error: tooLongError }).default(""),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  discipline: z.string().nullable(),
  affiliation: z.string().nullable(),
  /** Whether the address is confirmed: invitations to it reach the person only then. */
  emailVerified: z.boolean(),
  /** The number for phone sign-in, when phone sign-in is on (GET /api/account/me only). */
  phoneNumber: z.string().nullable().optional(),
  /** Whether the account has a password (GET /api/account/me only): deleting it asks for the password from the start. */
  hasPassword: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const sessionAnswerSchema = z.object({ token: z.string(), user: userSchema });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** Deleting one's account needs a sign-in this recent, or the password again (requires_recent_login). */
export const RECENT_LOGIN_SECONDS = 10 * 60;

/**
 * What a requires_recent_login answer asks for (its `details.proof`): the password again, or, for an
 * account without one (single sign-on, e-mail link, phone), a fresh sign-in: it has no password to type.
 */
export const RecentLoginProof = { password: "password", signIn: "signIn" } as const;
export type RecentLoginProof = (typeof RecentLoginProof)[keyof typeof RecentLoginProof];

/** Where the person was going when asked to sign in (a path of the app; `safeRedirect` decides). */
export const redirectUrlSchema = z.string().max(2000);

/** An e-mailed sign-in link; it leads on to `redirectUrl` once used, as a password sign-in does. */
export const emailLinkRequestSchema = z.object({ email: emailSchema, redirectUrl: redirectUrlSchema.optional() });
export type EmailLinkRequest = z.infer<typeof emailLinkRequestSchema>;

export const emailLinkVerifySchema = z.object({ token: z.string().min(1).max(200) });

export const deleteAccountSchema = z.object({
  /** Asked for when the session is older than RECENT_LOGIN_SECONDS. */
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type DeleteAccount = z.infer<typeof deleteAccountSchema>;

export const phoneNumberSchema = requiredText(20)
  .regex(/^\+[1-9]\d{6,14}$/, { error: V.invalid });
export const phoneCodeRequestSchema = z.object({ phoneNumber: phoneNumberSchema });
export const phoneCodeVerifySchema = z.object({ phoneNumber: phoneNumberSchema, code: z.string().trim().regex(/^\d{6}$/, { error: V.invalid }) });
