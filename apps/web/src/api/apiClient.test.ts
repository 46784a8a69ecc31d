import { beforeEach, describe, expect, it, vi } from "vitest";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  vi.resetModules();
  const m = new Map<string, string>();
  vi.stubGlobal("localStorage", { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => m.set(k, v), removeItem: (k: string) => m.delete(k) });
  vi.stubGlobal("navigator", { language: "en" });
});

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
    const { useAuthStore } = await import("../state/authStore");
    const { api, onSignedOut } = await import("./apiClient");
    useAuthStore.getState().setAuth({ token: "dead", userId: "u1" });
    const signedOut = vi.fn();
    onSignedOut(signedOut);
    const fetchMock = vi.fn(async () => json({ error: { code: "unauthenticated", message: "" } }, 401));
    vi.stubGlobal("fetch", fetchMock);
    await expect(api("/api/spaces")).rejects.toMatchObject({ status: 401, code: "unauthenticated" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it("passes other errors to the caller with their stable code", async () => {
    const { api } = await import("./apiClient");
    vi.stubGlobal("fetch", vi.fn(async () => json({ error: { code: "last_owner", message: "x" } }, 409)));
    await expect(api("/api/x", { method: "DELETE" })).rejects.toMatchObject({ status: 409, code: "last_owner" });
  });
});
