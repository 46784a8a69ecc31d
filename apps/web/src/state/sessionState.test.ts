import { MutationObserver, QueryObserver } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";

// A real Storage-like map standing in for the browser's local storage.
class MemoryStorage {
  private m = new Map<string, string>();
  getItem(k: string) {
    return this.m.has(k) ? this.m.get(k)! : null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, String(v));
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  clear() {
    this.m.clear();
  }
  keys() {
    return [...this.m.keys()].sort();
  }
}

let storage: MemoryStorage;

async function freshModules(navLang = "en-US") {
  vi.resetModules();
  vi.stubGlobal("navigator", { language: navLang });
  return {
    auth: await import("./authStore"),
    user: await import("./userStore"),
    util: await import("./utilStore"),
    session: await import("./session"),
    // The server data's cache and the queries and mutations the screens' hooks are made of.
    queryClient: (await import("../api/queryClient")).queryClient,
    spaces: await import("../features/spaces/spaceQueries"),
    shop: await import("../features/shop/shopApi"),
    cart: await import("../features/shop/cartApi"),
    keys: await import("../api/queryKeys"),
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const failure = () => json({ error: { code: "internal", message: "x" } }, 500);

/** Resolves once the observer's query has stopped fetching. */
function settled<R extends { isFetching: boolean }>(observer: { getCurrentResult(): R; subscribe(listener: (r: R) => void): () => void }) {
  return new Promise<void>((resolve) => {
    if (!observer.getCurrentResult().isFetching) return resolve();
    const stop = observer.subscribe((r) => {
      if (r.isFetching) return;
      stop();
      resolve();
    });
  });
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("localStorage", storage);
});

describe("session state slices (spec §3–4)", () => {
  it("keeps auth and user fields in storage and clears them by slice", async () => {
    const m = await freshModules();
    m.session.startSession({ token: "tok", user: { id: "u1", email: "a@b.jp", fullName: "A", discipline: null, affiliation: null, emailVerified: true } });
    expect(JSON.parse(storage.getItem("eln.auth.token")!)).toBe("tok");
    expect(JSON.parse(storage.getItem("eln.auth.userId")!)).toBe("u1");
    expect(JSON.parse(storage.getItem("eln.user.email")!)).toBe("a@b.jp");
    m.util.useUtilStore.getState().setActiveSpace("s1");
    m.util.useUtilStore.getState().setProjectQuery("p1", { sort: "title", order: "asc" });
    m.session.endSession();
    // Clearing auth removes token and userId; clearing user removes email and fullName; util resets active ids and queries.
    expect(storage.keys()).toEqual([]);
    expect(m.auth.useAuthStore.getState().token).toBeNull();
    expect(m.util.useUtilStore.getState().projectQuery).toEqual({});
  });

  it("removes a storage entry when a value is set to empty", async () => {
    const m = await freshModules();
    m.util.useUtilStore.getState().setActiveNote("n1");
    expect(storage.getItem("eln.util.activeNote")).toBe('"n1"');
    m.util.useUtilStore.getState().setActiveNote("");
    expect(storage.getItem("eln.util.activeNote")).toBeNull();
  });

  it("restores stored values on load", async () => {
    storage.setItem("eln.auth.token", JSON.stringify("kept"));
    storage.setItem("eln.util.projectQuery", JSON.stringify({ p: { sort: "createdAt" } }));
    const m = await freshModules();
    expect(m.auth.useAuthStore.getState().token).toBe("kept");
    expect(m.util.useUtilStore.getState().projectQuery).toEqual({ p: { sort: "createdAt" } });
  });

  it("language: stored choice, else ja when the browser says ja, else en", async () => {
    expect((await freshModules("ja-JP")).util.useUtilStore.getState().lang).toBe("ja");
    expect((await freshModules("en-GB")).util.useUtilStore.getState().lang).toBe("en");
    storage.setItem("eln.util.lang", JSON.stringify("en"));
    expect((await freshModules("ja-JP")).util.useUtilStore.getState().lang).toBe("en");
  });

  it("loading flags go on and off; failed fetches leave empty lists and null carts", async () => {
    const m = await freshModules();
    const qc = m.queryClient;
    m.auth.useAuthStore.getState().setAuth({ token: "t", userId: "u" });
    let resolve!: (r: Response) => void;
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>((r) => (resolve = r))));
    // A screen showing the list: the flag it reads (spacesLoading) is the query's isFetching.
    const spaces = new QueryObserver(qc, m.spaces.userSpacesQuery);
    const stop = spaces.subscribe(() => {});
    expect(spaces.getCurrentResult().isFetching).toBe(true);
    resolve(failure());
    await settled(spaces);
    expect(spaces.getCurrentResult().data).toEqual([]);
    // No message: the query has not failed, it answered the empty list.
    expect(spaces.getCurrentResult().isError).toBe(false);

    // A list fetched before becomes empty when a later fetch fails.
    const space = { id: "s1", title: "S", description: "", role: "owner", projectCount: 0, createdAt: "2026-01-01T00:00:00.000Z" };
    vi.stubGlobal("fetch", vi.fn(async () => json([space])));
    await qc.refetchQueries({ queryKey: m.keys.spaceKeys.list });
    expect(qc.getQueryData(m.keys.spaceKeys.list)).toEqual([space]);
    vi.stubGlobal("fetch", vi.fn(async () => failure()));
    await qc.refetchQueries({ queryKey: m.keys.spaceKeys.list });
    expect(qc.getQueryData(m.keys.spaceKeys.list)).toEqual([]);
    stop();

    expect(await qc.fetchQuery(m.spaces.spaceDetailQuery("s"))).toBeNull();
    expect(await qc.fetchQuery(m.shop.premadeCatalogsQuery)).toEqual([]);
    expect(await qc.fetchQuery(m.cart.userCartQuery)).toBeNull();
    expect(await qc.fetchQuery(m.cart.simpleCartQuery)).toBeNull();
    // Each failure was asked once: no retries behind the screen.
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(5);
  });

  it("adding a cart item refetches the simple cart; updating a quantity refetches the detailed cart", async () => {
    const m = await freshModules();
    const qc = m.queryClient;
    const calls: string[] = [];
    let quantity = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? "GET"} ${url}`);
        if (init?.method === "POST") quantity += 1;
        return json({ items: quantity ? [{ product_id: "p1", quantity }] : [], itemCount: quantity, lines: [] });
      }),
    );
    // The app bar's badge and the cart page are on screen.
    const simple = new QueryObserver(qc, m.cart.simpleCartQuery);
    const details = new QueryObserver(qc, m.cart.userCartQuery);
    const stops = [simple.subscribe(() => {}), details.subscribe(() => {})];
    await Promise.all([settled(simple), settled(details)]);
    calls.length = 0;

    const add = new MutationObserver(qc, m.cart.addCartItemMutation(qc));
    const adding = add.mutate({ productId: "p1" });
    // isUpdatingUserCart counts the cart's mutations on their way.
    expect(qc.isMutating({ mutationKey: m.keys.cartKeys.all })).toBe(1);
    await adding;
    expect(calls).toEqual(["POST /api/cart/add_item", "GET /api/cart"]);
    // The add is over once the badge's cart has the item.
    expect(qc.getQueryData(m.keys.cartKeys.simple)).toMatchObject({ items: [{ product_id: "p1", quantity: 1 }] });

    calls.length = 0;
    await new MutationObserver(qc, m.cart.updateCartQtyMutation(qc)).mutate({ productId: "p1", quantity: 3 });
    expect(calls[0]).toBe("PUT /api/cart/update_qty");
    // The badge follows the new quantity too.
    expect(calls.slice(1).sort()).toEqual(["GET /api/cart", "GET /api/cart/details"]);
    expect(qc.isMutating({ mutationKey: m.keys.cartKeys.all })).toBe(0);
    stops.forEach((s) => s());
  });

  it("a refused quantity still refetches the detailed cart", async () => {
    const m = await freshModules();
    const qc = m.queryClient;
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? "GET"} ${url}`);
        return init?.method === "PUT" ? json({ error: { code: "validation_failed", message: "x" } }, 400) : json({ items: [], itemCount: 0, lines: [] });
      }),
    );
    const details = new QueryObserver(qc, m.cart.userCartQuery);
    const stop = details.subscribe(() => {});
    await settled(details);
    calls.length = 0;
    await expect(new MutationObserver(qc, m.cart.updateCartQtyMutation(qc)).mutate({ productId: "p1", quantity: 0 })).rejects.toThrow();
    expect(calls).toEqual(["PUT /api/cart/update_qty", "GET /api/cart/details"]);
    stop();
  });

  it("signing out, and signing in, clear the server data of the last person", async () => {
    const m = await freshModules();
    const qc = m.queryClient;
    const answer = { token: "tok", user: { id: "u1", email: "a@b.jp", fullName: "A", discipline: null, affiliation: null, emailVerified: true } };
    m.session.startSession(answer);
    qc.setQueryData(m.keys.spaceKeys.list, [{ id: "s1" }]);
    qc.setQueryData(m.keys.cartKeys.simple, { items: [{ product_id: "p1", quantity: 2 }] });
    m.session.endSession({ byUser: true });
    expect(qc.getQueryData(m.keys.spaceKeys.list)).toBeUndefined();
    expect(qc.getQueryData(m.keys.cartKeys.simple)).toBeUndefined();
    expect(m.user.useUserStore.getState().email).toBeNull();

    // Whatever was cached without a session (or for someone else) is gone once a person signs in.
    qc.setQueryData(m.keys.shopKeys.premade, [{ id: "c1" }]);
    m.session.startSession(answer);
    expect(qc.getQueryCache().getAll()).toEqual([]);
  });
});
