import { Box, CircularProgress } from "@mui/material";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { refreshToken } from "../api/apiClient";
import { useAuthStore } from "../state/authStore";
import { endSession, takeSignedOutByUser } from "../state/session";
import { useShopStatus } from "../features/shop/useShopStatus";

const REFRESH_EVERY_MS = 5 * 60_000;
let lastRefresh = 0;

export function FullPageSpinner() {
  return (
    <Box sx={{ display: "grid", placeItems: "center", minHeight: "50vh" }} role="progressbar" aria-busy="true">
      <CircularProgress />
    </Box>
  );
}

/** Sign-in-required routes (spec §4). */
export function RequireAuth() {
  const token = useAuthStore((s) => s.token);
  const location = useLocation();
  const [checking, setChecking] = useState(() => !!token && Date.now() - lastRefresh > REFRESH_EVERY_MS);
  useEffect(() => {
    if (!token || Date.now() - lastRefresh < REFRESH_EVERY_MS) return;
    // Signed in: the token is refreshed and stored, and navigation continues.
    void refreshToken().then((ok) => {
      if (ok) lastRefresh = Date.now();
      else endSession();
      setChecking(false);
    });
  }, [token, location.pathname]);
  if (!token) {
    if (takeSignedOutByUser()) return <Navigate to="/login" replace />;
    // No user: the stored session is cleared and the visitor goes to /login, with the original path.
    const original = location.pathname + location.search;
    return <Navigate to={`/login?redirectUrl=${encodeURIComponent(original)}`} replace />;
  }
  if (checking) return <FullPageSpinner />;
  return <Outlet />;
}

/** Public routes: a signed-in visitor gets a fresh token and goes to /spaces. */
export function PublicOnly() {
  const token = useAuthStore((s) => s.token);
  const [state, setState] = useState<"checking" | "signedIn" | "anonymous">(token ? "checking" : "anonymous");
  const started = useRef(false);
  useEffect(() => {
    if (!token) return setState("anonymous");
    if (started.current) return;
    started.current = true;
    void refreshToken().then((ok) => {
      if (ok) {
        lastRefresh = Date.now();
        setState("signedIn");
      } else {
        endSession();
        setState("anonymous");
      }
    });
  }, [token]);
  if (state === "checking") return <FullPageSpinner />;
  if (state === "signedIn") return <Navigate to="/spaces" replace />;
  return <Outlet />;
}

/** Shop routes exist only when the runtime check is non-empty; otherwise the path is unknown and goes to /. */
export function ShopGate({ children }: { children?: ReactNode }) {
  const shop = useShopStatus();
  if (shop.loading) return <FullPageSpinner />;
  if (!shop.enabled) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
