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
    cart: await import("./cartStore"),
    catalog: await import("./catalogStore"),
    session: await import("./session"),
  };
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("localStorage", storage);
  vi.stubGlobal("localStorage", storage);
});

describe("session state slices (spec §3–4)", () => {
  it("keeps auth and user fields in storage and clears them by slice", async () => {
    const m = await freshModules();
    m.session.startSession({ token: "tok", user: { id: "u1", email: "a@b.jp", fullName: "A", discipline: null, affiliation: null } });
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
    m.auth.useAuthStore.getState().setAuth({ token: "t", userId: "u" });
    let resolve!: (r: Response) => void;
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>((r) => (resolve = r))));
    const p = m.user.useUserStore.getState().fetchSpaces();
    expect(m.user.useUserStore.getState().spacesLoading).toBe(true);
    resolve(new Response(JSON.stringify({ error: { code: "internal", message: "x" } }), { status: 500 }));
    await p;
    expect(m.user.useUserStore.getState().spacesLoading).toBe(false);
    expect(m.user.useUserStore.getState().userSpaces).toEqual([]);

    vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 500 })));
    await m.user.useUserStore.getState().fetchProjects("s");
    expect(m.user.useUserStore.getState().userProjects).toEqual([]);
    expect(m.user.useUserStore.getState().projectsLoading).toBe(false);
    await m.catalog.useCatalogStore.getState().fetchCatalogs();
    expect(m.catalog.useCatalogStore.getState().catalogs).toEqual([]);
    expect(m.catalog.useCatalogStore.getState().catalogsLoading).toBe(false);
    await m.cart.useCartStore.getState().fetchUserCart();
    await m.cart.useCartStore.getState().fetchSimpleCart();
    expect(m.cart.useCartStore.getState().userCart).toBeNull();
    expect(m.cart.useCartStore.getState().simpleCart).toBeNull();
    expect(m.cart.useCartStore.getState().isFetchingUserCart).toBe(false);
  });

  it("adding a cart item refetches the simple cart; updating a quantity refetches the detailed cart", async () => {
    const m = await freshModules();
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? "GET"} ${url}`);
        return new Response(JSON.stringify({ items: [], itemCount: 0, lines: [] }), { status: 200, headers: { "content-type": "application/json" } });
      }),
    );
    await m.cart.useCartStore.getState().addItem("p1");
    await m.cart.useCartStore.getState().updateQty("p1", 3);
    expect(calls).toEqual(["POST /api/cart/add_item", "GET /api/cart", "PUT /api/cart/update_qty", "GET /api/cart/details"]);
  });
});
