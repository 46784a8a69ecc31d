import type { ErrorBody, SessionAnswer } from "@eln/shared";
import { useAuthStore } from "../state/authStore";
import { ApiError } from "./ApiError";

export interface ApiOptions {
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
function signedOut() {
  for (const l of signedOutListeners) l();
}

let refreshing: Promise<boolean> | null = null;

/** Fetches a fresh token for the stored session; one refresh at a time. */
export function refreshToken(): Promise<boolean> {
  refreshing ??= (async () => {
    const { token, setToken } = useAuthStore.getState();
    if (!token) return false;
    try {
      const res = await fetch("/api/account/me", { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) return false;
      const answer = (await res.json()) as SessionAnswer;
      setToken(answer.token);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    setTimeout(() => (refreshing = null), 0);
  });
  return refreshing;
}

/**
 * Every call to the main API: Bearer token on each request; on 401 while a
 * userId is stored, refresh the token once and retry once (spec §8). No time-out (spec §9).
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
  let res: Response;
  try {
    res = await fetch(path, { method: opts.method ?? "GET", headers, body, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiError(0, "network", "Network request failed");
  }
  if (res.status === 401 && userId && !opts.retried) {
    if (await refreshToken()) return api<T>(path, { ...opts, retried: true });
    signedOut();
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
    throw new ApiError(res.status, e?.code ?? "internal", e?.message ?? res.statusText, e?.fields, e?.details);
  }
  if (res.status === 204) return undefined as T;
  const type = res.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? await res.json() : await res.blob()) as T;
}
