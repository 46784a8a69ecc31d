import { safeRedirect, type SessionAnswer } from "@eln/shared";
import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { startSession } from "../../state/session";

/**
 * After any way of signing in (password, sign-up, phone code, e-mail link, OpenID Connect): keep
 * the session and open the screen the sign-in was asked from (`redirectUrl`, same-app paths only).
 */
export function useEnterApp() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    (answer: SessionAnswer) => {
      startSession(answer);
      void navigate(safeRedirect(params.get("redirectUrl")), { replace: true });
    },
    [navigate, params],
  );
}
