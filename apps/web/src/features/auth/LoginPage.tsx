import { call } from "../../api/call";
import { accountEndpoints } from "@eln/shared/account";
import { endpointUrl } from "@eln/shared/api";
import { Alert, Button, Divider, Link, Stack, TextField, Typography } from "@mui/material";
import { useState, type FormEvent } from "react";
import { Link as RouterLink, useLocation, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { emailLinkRequestSchema, emailSchema, loginSchema, V, safeRedirect } from "@eln/shared";
import { ApiError } from "../../api/ApiError";
import { useEnterApp } from "./useEnterApp";
import { errorMessageOf, message, type Message } from "../../i18n/useMessageState";
import { usePublicConfig } from "../../api/usePublicConfig";
import { PhoneCodeForm } from "./PhoneSignInForm";
import { useBusyAction } from "../../api/useBusyAction";
import { AuthForm, fieldInError } from "./AuthForm";
import { useTooManyTries } from "./useTooManyTries";
import { loadForgotPasswordPage, loadSignupPage, preloadOnIntent } from "../../routes/publicScreens";
import { EMAIL_VERIFIED_PARAM } from "./EmailVerifiedNotice";

/** Failures the login form words by their code; any other is "unexpected". */
const KNOWN_LOGIN_ERRORS = new Set(["invalid_credentials", "user_disabled", "network"]);

export function LoginPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  // Set by the route guard when the server ended the session this browser held.
  const sessionEnded = (useLocation().state as { sessionEnded?: boolean } | null)?.sessionEnded === true;
  const linkInvalid = params.get(EMAIL_VERIFIED_PARAM) === "invalid";
  const enterApp = useEnterApp();
  const tooManyTries = useTooManyTries();
  const config = usePublicConfig();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { busy, error, setError, run } = useBusyAction();
  // Which fields the form error is about (an empty one, a malformed address); typing in one clears it.
  const [inError, setInError] = useState<{ email?: boolean; password?: boolean }>({});
  const fail = (fields: { email?: boolean; password?: boolean }, text: Message) => (setInError(fields), setError(text));
  // "Email me a sign-in link": the same card switches to one field, then to a confirmation.
  const [mode, setMode] = useState<"password" | "emailLink" | "emailLinkSent" | "phone">("password");

  async function sendEmailLink(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setInError({});
    // The link leads on where a password sign-in would (the server keeps same-app paths only).
    const redirectUrl = params.get("redirectUrl");
    const parsed = emailLinkRequestSchema.safeParse({ email, ...(redirectUrl ? { redirectUrl: safeRedirect(redirectUrl) } : {}) });
    if (!parsed.success) return fail({ email: true }, message(parsed.error.issues[0]?.message ?? V.required));
    await run(
      async () => {
        await call(accountEndpoints.emailLink, { body: parsed.data });
        setMode("emailLinkSent");
      },
      (err) => tooManyTries(err) ?? errorMessageOf(err),
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setInError({});
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) return fail({ email: !email.trim(), password: !password }, message(parsed.error.issues[0]?.message ?? V.loginRequired));
    // The address's form as sign-up checks it: the server would refuse a malformed one anyway.
    const address = emailSchema.safeParse(parsed.data.email);
    if (!address.success) return fail({ email: true }, message(address.error.issues[0]?.message ?? V.validEmail));
    await run(
      async () => {
        enterApp(await call(accountEndpoints.login, { body: parsed.data }));
      },
      (err) => {
        // The one field the server may still refuse here is the address.
        if (err instanceof ApiError && err.code === "validation") return (setInError({ email: true }), message(err.fields?.email ?? V.validEmail));
        const known = err instanceof ApiError && KNOWN_LOGIN_ERRORS.has(err.code);
        return tooManyTries(err) ?? (known ? errorMessageOf(err) : message("auth.unexpected"));
      },
    );
  }

  if (mode === "phone")
    return (
      <PhoneCodeForm
        purpose="signIn"
        onBack={() => (setError(null), setMode("password"))}
        onSignedIn={enterApp}
      />
    );
  if (mode === "emailLinkSent")
    return (
      <Stack spacing={2} data-testid="email-link-sent">
        <Typography variant="h2">{t("emailLink.sentTitle")}</Typography>
        <Alert severity="success">{t("emailLink.sentBody", { email })}</Alert>
        <Link component="button" type="button" variant="body2" onClick={() => setMode("password")} sx={{ alignSelf: "flex-start" }}>
          {t("emailLink.back")}
        </Link>
      </Stack>
    );
  if (mode === "emailLink")
    return (
      <AuthForm onSubmit={sendEmailLink} title={t("emailLink.title")} intro={t("emailLink.body")} error={error}>
        <TextField label={t("login.email")} type="email" autoComplete="email" value={email} onChange={(e) => (setEmail(e.target.value), setInError({}))} name="email" autoFocus {...fieldInError(!!inError.email)} />
        <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="email-link-submit">
          {t("emailLink.submit")}
        </Button>
        <Link component="button" type="button" variant="body2" onClick={() => (setError(null), setMode("password"))} sx={{ alignSelf: "flex-start" }}>
          {t("emailLink.back")}
        </Link>
      </AuthForm>
    );
  const notice = (sessionEnded || linkInvalid) && (
    <>
      {sessionEnded && (
        <Alert severity="info" data-testid="session-ended">
          {t("sessionEnded")}
        </Alert>
      )}
      {linkInvalid && (
        <Alert severity="warning" data-testid="email-verify-invalid">
          {t("emailVerified.invalid")}
        </Alert>
      )}
    </>
  );
  return (
    <AuthForm onSubmit={submit} title={t("login.title")} notice={notice} error={error}>
      <TextField label={t("login.email")} type="email" autoComplete="email" value={email} onChange={(e) => (setEmail(e.target.value), setInError((f) => ({ ...f, email: false })))} name="email" autoFocus {...fieldInError(!!inError.email)} />
      <TextField label={t("login.password")} type="password" autoComplete="current-password" value={password} onChange={(e) => (setPassword(e.target.value), setInError((f) => ({ ...f, password: false })))} name="password" {...fieldInError(!!inError.password)} />
      <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="login-submit">
        {t("login.submit")}
      </Button>
      {config.data?.emailLink !== false && (
        <Button variant="text" onClick={() => (setError(null), setMode("emailLink"))} data-testid="email-link-start">
          {t("login.emailLink")}
        </Button>
      )}
      {config.data?.phone && (
        <Button variant="text" onClick={() => (setError(null), setMode("phone"))} data-testid="phone-start">
          {t("login.phone")}
        </Button>
      )}
      {config.data?.oidc && (
        <>
          <Divider />
          <Button variant="outlined" href={endpointUrl(accountEndpoints.oidcStart, { query: { redirectUrl: safeRedirect(params.get("redirectUrl")) } })}>
            {t("login.oidc", { name: config.data.oidc.name })}
          </Button>
        </>
      )}
      <Link component={RouterLink} to="/forgotpassword" variant="body2" {...preloadOnIntent(loadForgotPasswordPage)}>
        {t("login.forgot")}
      </Link>
      <Typography variant="body2">
        {t("login.noAccount")}{" "}
        <Link {...preloadOnIntent(loadSignupPage)} component={RouterLink} to={`/signup${params.get("redirectUrl") ? `?redirectUrl=${encodeURIComponent(params.get("redirectUrl")!)}` : ""}`}>
          {t("login.signupLink")}
        </Link>
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t("login.demoHint")}
      </Typography>
    </AuthForm>
  );
}
