import { accountEndpoints } from "@eln/shared/account";
import type { ErrorBody, SessionAnswer } from "@eln/shared";
import { useAuthStore } from "../state/authStore";
import { useUserStore } from "../state/userStore";
import { ApiError } from "./ApiError";
import { markOffline, markOnline, retryDelayMs, waitForRetry } from "./connectivity";
import { takeEarlyResponse } from "./earlyResponses";

export interface ApiOptions {
  /** The answer is a file: a Blob even when it is JSON (a signature record to save). */
  file?: boolean;
  /** Finished by the browser even if the page goes away meanwhile (small bodies: a save on close). */
  keepalive?: boolean;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** Internal: set on the one retry after a refresh. */
  retried?: boolean;
}

type Listener = () => void;
const signedOutListeners = new Set<Listener>();
/** Called when the session is gone for good (refresh failed, account disabled). */
export function onSignedOut(l: Listener) {
  signedOutListeners.add(l);
  return () => {
    signedOutListeners.delete(l);
  };
}

const signOutHolds = new Set<Listener>();
/**
 * While a screen shows text that may not be saved anywhere else (an open note), a session found
 * ended does not take the person away from it: the holder says so and they leave when ready
 * (`endHeldSession`). The live connection usually says it first; a request can beat it.
 */
export function holdSignOut(h: Listener) {
  signOutHolds.add(h);
  return () => {
    signOutHolds.delete(h);
  };
}
/** True while a screen holds a sign-out (see `holdSignOut`). */
export function signOutHeld() {
  return signOutHolds.size > 0;
}
/** The session is gone for good: the holders hear of it, or else the listeners end it. */
export function signedOut() {
  if (signOutHolds.size) {
    for (const h of signOutHolds) h();
    return;
  }
  for (const l of signedOutListeners) l();
}
/** The person leaves a held screen: the session ends as it would have. */
export function endHeldSession() {
  signOutHolds.clear();
  for (const l of signedOutListeners) l();
}

/**
 * What a token refresh found out. Only "unauthorized" (a definite 401 or a disabled account)
 * ends a session; "offline" (network error, abort, 5xx) keeps it and is tried again later.
 */
export type RefreshResult = "ok" | "unauthorized" | "offline";

let refreshing: Promise<RefreshResult> | null = null;

/**
 * How long the session check waits for an answer (spec §9: network time-out 30 s on a desktop,
 * 60 s on a phone or tablet). Past it the app goes on as when the server cannot be reached: the
 * session stays, the offline notice shows, and the check is tried again.
 */
export function sessionCheckTimeoutMs(): number {
  const nav = typeof navigator === "undefined" ? undefined : (navigator as Navigator & { userAgentData?: { mobile?: boolean } });
  const mobile = nav?.userAgentData?.mobile ?? /Android|iPhone|iPad|iPod|Mobile/i.test(nav?.userAgent ?? "");
  return mobile ? 60_000 : 30_000;
}

/** Fetches a fresh token for the stored session; one refresh at a time. */
export function refreshToken(): Promise<RefreshResult> {
  refreshing ??= askForSession().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function askForSession(): Promise<RefreshResult> {
  const { token, setToken } = useAuthStore.getState();
  if (!token) return "unauthorized";
  // The early request (started by the page's first script) cannot be aborted from here: the race
  // below stops waiting for it; a fetch of our own is aborted as well.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), sessionCheckTimeoutMs());
  const gaveUp = new Promise<never>((_, reject) => timeout.signal.addEventListener("abort", () => reject(new Error("timeout"))));
  gaveUp.catch(() => {}); // only awaited through the races below
  const inTime = <T>(p: Promise<T>) => Promise.race([p, gaveUp]);
  try {
    let res: Response;
    try {
      res = await inTime(
        takeEarlyResponse(accountEndpoints.me.path, token) ??
          fetch(accountEndpoints.me.path, { headers: { authorization: `Bearer ${token}` }, signal: timeout.signal }),
      );
    } catch {
      markOffline();
      return "offline";
    }
    markOnline();
    // Another tab signed in while this ran (its token is now this tab's too): that session, not
    // the old one the 401 is about, is the stored one; ending it here would sign the other tab out.
    if (res.status === 401) return useAuthStore.getState().token === token ? "unauthorized" : "ok";
    if (res.status === 403) {
      const body = (await inTime(res.json()).catch(() => ({}))) as Partial<ErrorBody>;
      if (body.error?.code === "user_disabled") return "unauthorized";
    }
    if (!res.ok) return "offline";
    try {
      const answer = (await inTime(res.json())) as SessionAnswer;
      // A sign-out or another sign-in while this ran wins over this answer.
      if (useAuthStore.getState().token === token) {
        setToken(answer.token);
        useUserStore.getState().setUser(answer.user); // e.g. the address confirmed since the last visit
      }
      return "ok";
    } catch {
      if (timeout.signal.aborted) markOffline();
      return "offline";
    }
  } finally {
    clearTimeout(timer);
  }
}

/** Methods that may be sent again when the first try never got an answer. */
const RETRY_METHODS = new Set(["GET", "PUT", "DELETE"]);
const NETWORK_RETRIES = 5;

/**
 * Every call to the main API: Bearer token on each request; on 401 while a
 * userId is stored, refresh the token once and retry once (spec §8). No time-out (spec §9).
 * A request that gets no answer (network error) is retried with backoff when that is safe
 * and then fails with code "network"; it never ends the session.
 */
export async function api<T = unknown>(path: string, opts: ApiOptions = {}): Promise<T> {
  const { token, userId } = useAuthStore.getState();
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  const method = opts.method ?? "GET";
  let res: Response | undefined;
  for (let attempt = 0; !res; attempt++) {
    try {
      const early = attempt === 0 && method === "GET" ? takeEarlyResponse(path, token) : null;
      res = await (early ?? fetch(path, { method, headers, body, signal: opts.signal, keepalive: opts.keepalive }));
    } catch (err) {
      if ((err as Error).name === "AbortError" || opts.signal?.aborted) throw err;
      markOffline();
      if (!RETRY_METHODS.has(method) || attempt >= NETWORK_RETRIES) throw new ApiError(0, "network", "Network request failed");
      await waitForRetry(retryDelayMs(attempt), opts.signal);
    }
  }
  markOnline();
  if (res.status === 401 && userId && !opts.retried) {
    const refreshed = await refreshToken();
    if (refreshed === "ok") return api<T>(path, { ...opts, retried: true });
    if (refreshed === "unauthorized") signedOut();
    else throw new ApiError(0, "network", "Network request failed");
  }
  if (!res.ok) {
    let payload: Partial<ErrorBody> = {};
    try {
      payload = (await res.json()) as ErrorBody;
    } catch {
      /* not JSON */
    }
    const e = payload.error;
    if (e?.code === "user_disabled") signedOut();
    throw ApiError.fromAnswer(res.status, e, res.statusText);
  }
  if (res.status === 204) return undefined as T;
  const type = res.headers.get("content-type") ?? "";
  return (type.includes("application/json") && !opts.file ? await res.json() : await res.blob()) as T;
}
