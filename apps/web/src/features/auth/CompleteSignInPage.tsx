import { call } from "../../api/call";
import { accountEndpoints } from "@eln/shared/account";
import { CircularProgress, Stack, Typography } from "@mui/material";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/ApiError";
import { errorMessageOf, message, useMessageState } from "../../i18n/useMessageState";
import { useEnterApp } from "./useEnterApp";
import { AuthNotice } from "./AuthForm";

/** Error codes the identity provider round trip can come back with (Better Auth). */
const providerErrors: Record<string, string> = {
  account_not_linked: "complete.notLinked",
  access_denied: "complete.denied",
};

/**
 * Finishes a sign-in that happened outside the app's forms and stores our session
 * (spec §3 auth.token): /auth/complete after the OpenID Connect provider, and
 * /auth/email-link?token=… from the e-mailed link.
 */
export function CompleteSignInPage({ method }: { method: "oidc" | "emailLink" }) {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const enterApp = useEnterApp();
  // Kept as a message, not words: it follows the language switch.
  const [error, setError] = useMessageState();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // the link or the hand-over works once
    started.current = true;
    const providerError = params.get("error");
    if (method === "oidc" && providerError) {
      setError(message(`auth.${providerErrors[providerError] ?? "complete.failed"}`));
      return;
    }
    const token = params.get("token");
    if (method === "emailLink" && !token) {
      setError(message("errors.email_link_invalid"));
      return;
    }
    const request =
      method === "oidc"
        ? call(accountEndpoints.oidcSession)
        : call(accountEndpoints.verifyEmailLink, { body: { token: token! } });
    request
      .then((answer) => {
        enterApp(answer);
      })
      .catch((err: unknown) => {
        if (method === "oidc" && err instanceof ApiError && err.code === "unauthenticated") setError(message("auth.complete.failed"));
        else setError(errorMessageOf(err));
      });
  }, [method, params, enterApp, setError]);

  if (error)
    return (
      <AuthNotice severity="error" testId="complete-error" title={t("complete.errorTitle")} message={error} to="/login" linkText={t("forgot.back")} />
    );
  return (
    <Stack spacing={2} sx={{ alignItems: "center" }} data-testid="complete-progress" aria-live="polite">
      <CircularProgress />
      <Typography>{t("complete.working")}</Typography>
    </Stack>
  );
}

export function CompleteOidcSignInPage() {
  return <CompleteSignInPage method="oidc" />;
}

export function EmailLinkSignInPage() {
  return <CompleteSignInPage method="emailLink" />;
}
