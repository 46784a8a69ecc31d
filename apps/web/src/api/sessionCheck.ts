import { create } from "zustand";
import { useAuthStore } from "../state/authStore";
import { refreshToken } from "./apiClient";
import { retryDelayMs, waitForRetry } from "./connectivity";

/** A signed-in route re-checks the token at most this often (spec §4: token refreshed on navigation). */
export const REFRESH_EVERY_MS = 5 * 60_000;

interface SessionCheckState {
  /** The token the server last confirmed (or that a sign-in just issued); null before that. */
  confirmedToken: string | null;
  confirmedAt: number;
}

/**
 * Shared rather than per-guard state, so a guard that mounts while a check started elsewhere
 * is running (or just finished) sees its outcome instead of waiting for one that never comes.
 */
export const useSessionCheck = create<SessionCheckState>()(() => ({ confirmedToken: null, confirmedAt: 0 }));

/** A sign-in, sign-up or link just returned this token: no need to ask the server again. */
export function confirmSession(token: string) {
  useSessionCheck.setState({ confirmedToken: token, confirmedAt: Date.now() });
}
export function forgetSessionCheck() {
  useSessionCheck.setState({ confirmedToken: null, confirmedAt: 0 });
}

/** True when the stored token may be used to show signed-in screens now. */
export function useSessionUsable() {
  const token = useAuthStore((s) => s.token);
  const confirmed = useSessionCheck((s) => s.confirmedToken);
  return !!token && token === confirmed;
}

let running: Promise<void> | null = null;

/**
 * Refreshes the stored token when it has not been confirmed recently. A definite "no" from the
 * server calls `onUnauthorized`; no answer keeps the session usable (an offline notice shows)
 * and tries again with backoff until the server answers.
 */
export function checkSession(onUnauthorized: () => void, force = false): Promise<void> {
  const { confirmedToken, confirmedAt } = useSessionCheck.getState();
  const token = useAuthStore.getState().token;
  if (!token) return Promise.resolve();
  if (!force && token === confirmedToken && Date.now() - confirmedAt < REFRESH_EVERY_MS) return Promise.resolve();
  running ??= (async () => {
    for (let attempt = 0; ; attempt++) {
      const before = useAuthStore.getState().token;
      if (!before) return;
      const result = await refreshToken();
      const now = useAuthStore.getState().token;
      if (!now || (now !== before && result !== "ok")) return; // signed out or in again meanwhile
      if (result === "ok") return confirmSession(now);
      if (result === "unauthorized") return onUnauthorized();
      // Offline: let the person keep working with what they have; the session stays.
      if (useSessionCheck.getState().confirmedToken !== now) useSessionCheck.setState({ confirmedToken: now, confirmedAt: 0 });
      await waitForRetry(retryDelayMs(attempt + 2));
    }
  })().finally(() => {
    running = null;
  });
  return running;
}
