import { beforeEach, describe, expect, it, vi } from "vitest";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  vi.resetModules();
  const m = new Map<string, string>();
  vi.stubGlobal("localStorage", { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => m.set(k, v), removeItem: (k: string) => m.delete(k) });
  vi.stubGlobal("navigator", { language: "en" });
});

/** A fresh client signed in with `token` (as user u1), and a listener that hears a sign-out. */
async function signedInClient(token: string) {
  const { useAuthStore } = await import("../state/authStore");
  const client = await import("./apiClient");
  useAuthStore.getState().setAuth({ token, userId: "u1" });
  const signedOut = vi.fn();
  client.onSignedOut(signedOut);
  return { useAuthStore, ...client, signedOut };
}

describe("api client (spec §8)", () => {
  it("sends the bearer token; on 401 with a stored userId refreshes once and retries once", async () => {
    const { useAuthStore } = await import("../state/authStore");
    const { api } = await import("./apiClient");
    useAuthStore.getState().setAuth({ token: "old", userId: "u1" });
    const seen: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        const auth = (init.headers as Record<string, string>)?.authorization;
        seen.push(`${url} ${auth}`);
        if (url === "/api/account/me") return json({ token: "fresh", user: { id: "u1" } });
        return auth === "Bearer fresh" ? json({ ok: 1 }) : json({ error: { code: "unauthenticated", message: "" } }, 401);
      }),
    );
    await expect(api("/api/spaces")).resolves.toEqual({ ok: 1 });
    expect(seen).toEqual(["/api/spaces Bearer old", "/api/account/me Bearer old", "/api/spaces Bearer fresh"]);
    expect(useAuthStore.getState().token).toBe("fresh");
  });

  it("retries only once and signs out when the refresh fails", async () => {
    const { api, signedOut } = await signedInClient("dead");
    const fetchMock = vi.fn(async () => json({ error: { code: "unauthenticated", message: "" } }, 401));
    vi.stubGlobal("fetch", fetchMock);
    await expect(api("/api/spaces")).rejects.toMatchObject({ status: 401, code: "unauthenticated" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it("an open note holds the sign-out: the holder hears of it, the session ends when the person leaves", async () => {
    const { api, holdSignOut, endHeldSession, signedOut } = await signedInClient("dead");
    const held = vi.fn();
    const release = holdSignOut(held);
    vi.stubGlobal("fetch", vi.fn(async () => json({ error: { code: "unauthenticated", message: "" } }, 401)));
    await expect(api("/api/notes/n1/versions", { method: "POST" })).rejects.toMatchObject({ status: 401 });
    expect(held).toHaveBeenCalledOnce();
    expect(signedOut).not.toHaveBeenCalled();
    endHeldSession();
    expect(signedOut).toHaveBeenCalledOnce();
    // Released (the note closed): the next ended session signs out at once.
    release();
    await expect(api("/api/spaces")).rejects.toMatchObject({ status: 401 });
    expect(held).toHaveBeenCalledOnce();
    expect(signedOut).toHaveBeenCalledTimes(2);
  });

  it("takes a GET the page's first script started, once and only for its token", async () => {
    const { useAuthStore } = await import("../state/authStore");
    const { api } = await import("./apiClient");
    const { earlyResponsesGlobal } = await import("../routes/addressScreens");
    useAuthStore.getState().setAuth({ token: "tok", userId: "u1" });
    const early = { token: "tok", responses: { "/api/spaces": Promise.resolve(json({ early: true })), "/api/notes/n1": Promise.resolve(json({ early: true })) } };
    vi.stubGlobal(earlyResponsesGlobal, early);
    const fetchMock = vi.fn(async () => json({ early: false }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(api("/api/spaces")).resolves.toEqual({ early: true });
    await expect(api("/api/spaces")).resolves.toEqual({ early: false });
    expect(fetchMock).toHaveBeenCalledOnce();
    // Another session since: the early answer is not this one's.
    useAuthStore.getState().setAuth({ token: "other", userId: "u2" });
    await expect(api("/api/notes/n1")).resolves.toEqual({ early: false });
    vi.unstubAllGlobals();
  });

  it("passes other errors to the caller with their stable code", async () => {
    const { api } = await import("./apiClient");
    vi.stubGlobal("fetch", vi.fn(async () => json({ error: { code: "last_owner", message: "x" } }, 409)));
    await expect(api("/api/x", { method: "DELETE" })).rejects.toMatchObject({ status: 409, code: "last_owner" });
  });

  it("a refresh that gets no answer keeps the session: network error, no sign-out (issue #21)", async () => {
    const { api, useAuthStore, signedOut } = await signedInClient("tok");
    const { useConnectivity } = await import("./connectivity");
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url === "/api/account/me") throw new TypeError("Failed to fetch");
        return json({ error: { code: "unauthenticated", message: "" } }, 401);
      }),
    );
    await expect(api("/api/spaces", { method: "POST" })).rejects.toMatchObject({ status: 0, code: "network" });
    expect(signedOut).not.toHaveBeenCalled();
    expect(useAuthStore.getState().token).toBe("tok");
    expect(useConnectivity.getState().offline).toBe(true);
  });

  it("a GET without an answer is retried with backoff and succeeds; a POST is not sent twice", async () => {
    const { api } = await import("./apiClient");
    const { useConnectivity } = await import("./connectivity");
    let calls = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        calls++;
        if (calls === 1) throw new TypeError("Failed to fetch");
        return json({ ok: 1 });
      }),
    );
    await expect(api("/api/spaces")).resolves.toEqual({ ok: 1 });
    expect(calls).toBe(2);
    expect(useConnectivity.getState().offline).toBe(false);
    calls = 0;
    await expect(api("/api/spaces", { method: "POST", body: {} })).rejects.toMatchObject({ code: "network" });
    expect(calls).toBe(1);
  });

  it("a 401 for a token another tab replaced meanwhile does not end the new session", async () => {
    const { api, useAuthStore, signedOut } = await signedInClient("old");
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        const auth = (init.headers as Record<string, string>)?.authorization;
        // The other tab's sign-in reaches this one while the session check of the old token runs.
        if (url === "/api/account/me") useAuthStore.getState().setAuth({ token: "other-tab", userId: "u1" });
        return auth === "Bearer other-tab" ? json({ ok: 1 }) : json({ error: { code: "unauthenticated", message: "" } }, 401);
      }),
    );
    await expect(api("/api/spaces")).resolves.toEqual({ ok: 1 });
    expect(signedOut).not.toHaveBeenCalled();
    expect(useAuthStore.getState().token).toBe("other-tab");
    expect(localStorage.getItem("eln.auth.token")).toBe(JSON.stringify("other-tab"));
  });

  it("a 5xx from the refresh is not a sign-out; a 401 from it is", async () => {
    const { useAuthStore } = await import("../state/authStore");
    const { refreshToken } = await import("./apiClient");
    useAuthStore.getState().setAuth({ token: "tok", userId: "u1" });
    vi.stubGlobal("fetch", vi.fn(async () => json({ error: { code: "internal", message: "" } }, 503)));
    await expect(refreshToken()).resolves.toBe("offline");
    vi.stubGlobal("fetch", vi.fn(async () => json({ error: { code: "unauthenticated", message: "" } }, 401)));
    await expect(refreshToken()).resolves.toBe("unauthorized");
  });

  it("a session check that gets no answer gives up after 30 s (60 s on a phone): offline, the session kept", async () => {
    vi.useFakeTimers();
    try {
      const { useAuthStore } = await import("../state/authStore");
      const { refreshToken, sessionCheckTimeoutMs } = await import("./apiClient");
      const { useConnectivity } = await import("./connectivity");
      const { earlyResponsesGlobal } = await import("../routes/addressScreens");
      useAuthStore.getState().setAuth({ token: "tok", userId: "u1" });
      // Never answers; an abort ends it as the browser would.
      const hang = vi.fn((_url: string, init?: RequestInit) => new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")))));
      vi.stubGlobal("fetch", hang);
      expect(sessionCheckTimeoutMs()).toBe(30_000);
      let result: string | undefined;
      void refreshToken().then((r) => (result = r));
      await vi.advanceTimersByTimeAsync(29_000);
      expect(result).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(result).toBe("offline");
      expect(hang.mock.calls[0][1]?.signal?.aborted).toBe(true);
      expect(useConnectivity.getState().offline).toBe(true);
      expect(useAuthStore.getState().token).toBe("tok");

      // The answer the page's first script waits for cannot be aborted: it is given up on all the same.
      vi.stubGlobal(earlyResponsesGlobal, { token: "tok", responses: { "/api/account/me": new Promise<Response>(() => {}) } });
      vi.stubGlobal("navigator", { language: "ja", userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148" });
      expect(sessionCheckTimeoutMs()).toBe(60_000);
      result = undefined;
      void refreshToken().then((r) => (result = r));
      await vi.advanceTimersByTimeAsync(30_000);
      expect(result).toBeUndefined();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(result).toBe("offline");
      expect(hang).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
