import { call } from "../../api/call";
import { ssoEndpoints } from "@eln/shared/sso";
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from "@mui/material";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { SSO_COUNTDOWN_SECONDS } from "@eln/shared/sso";
import { ApiError } from "../../api/ApiError";
import { errorMessageOf, message, useMessageText, type Message } from "../../i18n/useMessageState";
import { useUserStore } from "../../state/userStore";

type SsoState =
  | { kind: "authenticating" }
  | { kind: "authenticated"; target: URL; seconds: number }
  // A message, not words: the page follows the language switch.
  | { kind: "broken"; message: Message };

/** The server already matched the allowlist; this only refuses anything but http(s) as a second guard. */
function partnerUrl(raw: string): URL | null {
  try {
    const u = new URL(raw);
    return u.protocol === "http:" || u.protocol === "https:" ? u : null;
  } catch {
    return null;
  }
}

/**
 * /sso-auth?redirectUrl=…: the app vouches for the signed-in user to a partner site
 * (spec §2, §4): authenticating → authenticated with a countdown → partner?code=…;
 * a missing or refused link is the broken-link state with Retry.
 */
export function SsoAuthPage() {
  const { t } = useTranslation("sso");
  const text = useMessageText();
  const [params] = useSearchParams();
  const redirectUrl = params.get("redirectUrl");
  const email = useUserStore((s) => s.email);
  const [state, setState] = useState<SsoState>({ kind: "authenticating" });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  const brokenLink = useCallback(() => setState({ kind: "broken", message: message("sso.broken.body") }), []);

  useEffect(() => {
    if (started.current === attempt) return; // one code per attempt, even under StrictMode
    started.current = attempt;
    setState({ kind: "authenticating" });
    if (!redirectUrl) return brokenLink();
    // Only the newest attempt may change the screen (a Retry supersedes an older answer).
    const cancelled = () => started.current !== attempt;
    call(ssoEndpoints.code, { body: { redirectUrl } })
      .then((answer) => {
        if (cancelled()) return;
        const target = partnerUrl(answer.redirectUrl);
        if (!target) return brokenLink();
        setState({ kind: "authenticated", target, seconds: SSO_COUNTDOWN_SECONDS });
      })
      .catch((err: unknown) => {
        if (cancelled()) return;
        if (err instanceof ApiError && (err.code === "sso_link_broken" || err.code === "validation")) brokenLink();
        else setState({ kind: "broken", message: errorMessageOf(err) });
      });
  }, [attempt, redirectUrl, brokenLink]);

  // The visible countdown, then the browser goes to the partner with the one-time code.
  const seconds = state.kind === "authenticated" ? state.seconds : null;
  useEffect(() => {
    if (state.kind !== "authenticated") return;
    if (state.seconds <= 0) {
      window.location.assign(state.target.toString());
      return;
    }
    const timer = setTimeout(() => setState({ ...state, seconds: state.seconds - 1 }), 1000);
    return () => clearTimeout(timer);
  }, [state, seconds]);

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 520, mx: "auto", mt: { xs: 2, sm: 6 } }} data-testid="sso-page">
      {state.kind === "authenticating" && (
        <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center" }} data-testid="sso-authenticating" aria-live="polite">
          <CircularProgress aria-label={t("authenticating.title")} />
          <Typography variant="h2">{t("authenticating.title")}</Typography>
          <Typography color="text.secondary">{t("authenticating.body")}</Typography>
        </Stack>
      )}
      {state.kind === "authenticated" && (
        <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center" }} data-testid="sso-authenticated" aria-live="polite">
          <Typography variant="h2">{t("authenticated.title")}</Typography>
          {email && <Typography>{t("authenticated.as", { email })}</Typography>}
          <Box sx={{ position: "relative", display: "inline-flex" }}>
            <CircularProgress variant="determinate" value={((SSO_COUNTDOWN_SECONDS - state.seconds) / SSO_COUNTDOWN_SECONDS) * 100} size={56} />
            <Typography sx={{ position: "absolute", inset: 0, display: "grid", placeItems: "center", fontWeight: 600 }} aria-hidden>
              {state.seconds}
            </Typography>
          </Box>
          <Typography data-testid="sso-countdown">{t("authenticated.countdown", { count: state.seconds, seconds: state.seconds, host: state.target.host })}</Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ width: { xs: "100%", sm: "auto" } }}>
            <Button variant="contained" onClick={() => window.location.assign(state.target.toString())} data-testid="sso-continue">
              {t("authenticated.continue")}
            </Button>
            <Button component={RouterLink} to="/spaces">
              {t("cancel")}
            </Button>
          </Stack>
        </Stack>
      )}
      {state.kind === "broken" && (
        <Stack spacing={2} data-testid="sso-broken">
          <Typography variant="h2">{t("broken.title")}</Typography>
          <Alert severity="error">{text(state.message)}</Alert>
          <Typography color="text.secondary">{t("broken.help")}</Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
            <Button variant="contained" onClick={() => setAttempt((a) => a + 1)} data-testid="sso-retry">
              {t("broken.retry")}
            </Button>
            <Button component={RouterLink} to="/spaces">
              {t("broken.home")}
            </Button>
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
