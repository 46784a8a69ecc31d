import { create } from "zustand";

/**
 * Whether the server could be reached on the last try. A failed request marks the app
 * offline (a notice shows, nothing is signed out or discarded); any answer from the server,
 * or the browser's "online" event, clears it.
 */
export const useConnectivity = create<{ offline: boolean }>()(() => ({ offline: false }));

export function markOffline() {
  if (!useConnectivity.getState().offline) useConnectivity.setState({ offline: true });
}
export function markOnline() {
  if (useConnectivity.getState().offline) useConnectivity.setState({ offline: false });
}

// Absent in unit tests, which run without a browser.
const win: Window | undefined = typeof window !== "undefined" && typeof window.addEventListener === "function" ? window : undefined;
win?.addEventListener("offline", markOffline);
win?.addEventListener("online", markOnline);

/** Backoff between retries of a request that did not reach the server: 0.5 s doubling to 8 s. */
export function retryDelayMs(attempt: number) {
  return Math.min(500 * 2 ** attempt, 8_000);
}

/** Resolves after `ms`, or early when the browser says it is back online. */
export function waitForRetry(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      win?.removeEventListener("online", done);
      signal?.removeEventListener("abort", aborted);
      resolve();
    };
    const aborted = () => {
      clearTimeout(timer);
      win?.removeEventListener("online", done);
      reject(signal?.reason ?? new DOMException("Aborted", "AbortError"));
    };
    const timer = setTimeout(done, ms);
    win?.addEventListener("online", done);
    signal?.addEventListener("abort", aborted, { once: true });
  });
}
