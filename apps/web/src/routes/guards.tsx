import { Box, CircularProgress } from "@mui/material";
import { useEffect, type ReactNode } from "react";
import { Navigate, Outlet, useLocation, useSearchParams } from "react-router";
import { checkSession, useSessionUsable } from "../api/sessionCheck";
import { useAuthStore } from "../state/authStore";
import { endSession, takeSignedOutByUser } from "../state/session";
import { safeRedirect } from "../features/auth/safeRedirect";
import { useShopStatus } from "../features/shop/useShopStatus";

/** `testId` tells one spinner from another in tests: the screens' code loading, a session being checked. */
export function FullPageSpinner({ testId }: { testId?: string }) {
  return (
    <Box sx={{ display: "grid", placeItems: "center", minHeight: "50vh" }} role="progressbar" aria-busy="true" data-testid={testId}>
      <CircularProgress />
    </Box>
  );
}

/** Sign-in-required routes (spec §4). */
export function RequireAuth() {
  const token = useAuthStore((s) => s.token);
  const usable = useSessionUsable();
  const location = useLocation();
  useEffect(() => {
    // Signed in: the token is refreshed and stored, and navigation continues.
    if (token) void checkSession(() => endSession());
  }, [token, location.pathname]);
  if (!token) {
    if (takeSignedOutByUser()) return <Navigate to="/login" replace />;
    // No user: the stored session is cleared and the visitor goes to /login, with the original path.
    const original = location.pathname + location.search;
    return <Navigate to={`/login?redirectUrl=${encodeURIComponent(original)}`} replace />;
  }
  // Only a token never confirmed in this tab waits for the server; later checks run behind the screen.
  if (!usable) return <FullPageSpinner />;
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
  return <FullPageSpinner />;
}

/** Shop routes exist only when the runtime check is non-empty; otherwise the path is unknown and goes to /. */
export function ShopGate({ children }: { children?: ReactNode }) {
  const shop = useShopStatus();
  if (shop.loading) return <FullPageSpinner />;
  if (!shop.enabled) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
