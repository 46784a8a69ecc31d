import { safeRedirect } from "@eln/shared";
import { Box, CircularProgress, Typography } from "@mui/material";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation, useSearchParams } from "react-router";
import { checkSession, useSessionUsable } from "../api/sessionCheck";
import { useAuthStore } from "../state/authStore";
import { endSession, sessionEndedByServer, takeSignedOutByUser } from "../state/session";
import { EMAIL_VERIFIED_PARAM } from "../features/auth/EmailVerifiedNotice";
import { useShopStatus } from "../features/shop/useShopStatus";

/** After this long the session check's spinner says it is still trying, so the wait does not look like a hang. */
export const STILL_CONNECTING_MS = 3_000;

/**
 * `testId` tells one spinner from another in tests: the screens' code loading, a session being checked.
 * `connecting`: waiting for the server (the session check), which may take up to its time-out.
 */
export function FullPageSpinner({ testId, connecting }: { testId?: string; connecting?: boolean }) {
  const { t } = useTranslation("common");
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!connecting) return;
    const timer = setTimeout(() => setSlow(true), STILL_CONNECTING_MS);
    return () => clearTimeout(timer);
  }, [connecting]);
  return (
    <Box sx={{ display: "grid", placeItems: "center", alignContent: "center", gap: 2, minHeight: "50vh" }}>
      <Box role="progressbar" aria-busy="true" data-testid={testId}>
        <CircularProgress />
      </Box>
      {/* Outside the progress bar, whose content is not read out; in the page before its text, so it is announced. */}
      {connecting && (
        <Typography aria-live="polite" color="text.secondary" data-testid="still-connecting">
          {slow ? t("connection.stillConnecting") : ""}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The address without the confirmation link's outcome: it is said once where the link lands, and the
 * sign-in that follows must not bring it back (it travelled in redirectUrl and was said a second time).
 */
function searchWithoutOutcome(search: string) {
  const params = new URLSearchParams(search);
  params.delete(EMAIL_VERIFIED_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** Sign-in-required routes (spec §4). */
export function RequireAuth() {
  const token = useAuthStore((s) => s.token);
  const usable = useSessionUsable();
  const location = useLocation();
  useEffect(() => {
    // Signed in: the token is refreshed and stored, and navigation continues.
    if (token) void checkSession(() => endSession({ ended: true }));
  }, [token, location.pathname]);
  if (!token) {
    const loginAfterSignOut = takeSignedOutByUser();
    if (loginAfterSignOut) return <Navigate to={loginAfterSignOut} replace />;
    // No user: the stored session is cleared and the visitor goes to /login, with the original path.
    const original = location.pathname + searchWithoutOutcome(location.search);
    // A session the server ended: the login screen says so (a visitor who never signed in is told nothing).
    return <Navigate to={`/login?redirectUrl=${encodeURIComponent(original)}`} replace state={sessionEndedByServer() ? { sessionEnded: true } : undefined} />;
  }
  // Only a token never confirmed in this tab waits for the server; later checks run behind the screen.
  if (!usable) return <FullPageSpinner testId="session-check" connecting />;
  return <Outlet />;
}

/** Public routes: a signed-in visitor gets a fresh token and goes to /spaces. */
export function PublicOnly() {
  const token = useAuthStore((s) => s.token);
  const usable = useSessionUsable();
  const [params] = useSearchParams();
  useEffect(() => {
    if (token && !usable) void checkSession(() => endSession());
  }, [token, usable]);
  if (!token) return <Outlet />;
  // The same target as the sign-in form's own navigation, so whichever runs first agrees with it.
  if (usable) return <Navigate to={safeRedirect(params.get("redirectUrl"))} replace />;
  return <FullPageSpinner testId="session-check" connecting />;
}

/** Shop routes exist only when the runtime check is non-empty; otherwise the path is unknown and goes to /. */
export function ShopGate({ children }: { children?: ReactNode }) {
  const shop = useShopStatus();
  if (shop.loading) return <FullPageSpinner />;
  if (!shop.enabled) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
