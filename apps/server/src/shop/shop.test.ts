import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp, type TestUser } from "../test/testApp";
import { listOutbox } from "../mail";
import path from "node:path";
import { products } from "./schema";
import { premadeCatalogs } from "./catalogData/premadeCatalogs";

let t: TestApp;
let seq = 0;

/** A product of our own, so prices, moq and stock are exactly what each test needs. */
async function makeProduct(over: Partial<typeof products.$inferInsert> = {}) {
  const id = `TST-${++seq}-${randomUUID().slice(0, 6)}`;
  await t.ctx.db.insert(products).values({
    id,
    name: `Test item ${seq}`,
    nameJa: `テスト品 ${seq}`,
    maker: "Test Maker",
    category: "reagent",
    unit: "500 mL",
    unitJa: "500 mL",
    unitPrice: 1000,
    moq: 1,
    stock: 50,
    deliveryDays: 3,
    delayed: false,
    taxRate: 10,
    ...over,
  });
  return id;
}

const settings = {
  shippingAddress: "〒113-0033 東京都文京区本郷7-3-1 理学部1号館 301",
  personInChargeName: "山田 花子",
  personInChargeEmail: "hanako@example.ac.jp",
};

async function shopper(): Promise<TestUser> {
  const u = await t.signUp();
  const res = await t.request({ method: "PUT", url: "/api/checkout_settings", token: u.token, payload: settings });
  expect(res.statusCode).toBe(200);
  return u;
}

const add = (u: TestUser, product_id: string, quantity?: number) =>
  t.request({ method: "POST", url: "/api/cart/add_item", token: u.token, payload: { product_id, ...(quantity ? { quantity } : {}) } });
const details = async (u: TestUser) => (await t.request({ method: "GET", url: "/api/cart/details", token: u.token })).json();
const order = (u: TestUser, body: Record<string, unknown> = {}) =>
  t.request({ method: "POST", url: "/api/orders", token: u.token, payload: { idempotencyKey: randomUUID(), ...body } });
const stockOf = async (id: string) => (await t.ctx.db.select().from(products).where(eq(products.id, id)))[0].stock;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("premade catalogs", () => {
  it("are seeded once at start and listed with their item counts", async () => {
    const u = await t.signUp();
    const res = await t.request({ method: "GET", url: "/api/catalogs/premade", token: u.token });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; title: string; itemCount: number; premade: boolean }[];
    expect(list.map((c) => c.title)).toEqual(premadeCatalogs.map((c) => c.title));
    expect(list.reduce((s, c) => s + c.itemCount, 0)).toBe(premadeCatalogs.reduce((s, c) => s + c.products.length, 0));
    expect(list.every((c) => c.premade)).toBe(true);
    const one = (await t.request({ method: "GET", url: `/api/catalogs/${list[0].id}`, token: u.token })).json();
    expect(one.products[0]).toMatchObject({ id: premadeCatalogs[0].products[0].id, unitPrice: premadeCatalogs[0].products[0].unitPrice });
    expect(one.abilities).toEqual({ "catalog.update": false, "catalog.delete": false, "catalog.editItems": false });
    // Read-only for everyone: seen, so 403 rather than 404.
    const rename = await t.request({ method: "PUT", url: `/api/catalogs/${list[0].id}`, token: u.token, payload: { title: "x" } });
    expect(rename.statusCode).toBe(403);
  });

  it("needs a signed-in user", async () => {
    expect((await t.request({ method: "GET", url: "/api/catalogs/premade" })).statusCode).toBe(401);
    expect((await t.request({ method: "GET", url: "/api/cart" })).statusCode).toBe(401);
  });
});

describe("my catalogs", () => {
  it("are created, renamed, filled, emptied and deleted by their owner only", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const p1 = await makeProduct();
    const p2 = await makeProduct();
    const created = await t.request({ method: "POST", url: "/api/catalogs", token: owner.token, payload: { title: "  よく使う試薬 " } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect(created.json()).toMatchObject({ title: "よく使う試薬", premade: false, itemCount: 0 });

    const added = await t.request({ method: "POST", url: `/api/catalogs/${id}/items`, token: owner.token, payload: { product_ids: [p1, p2] } });
    expect(added.statusCode).toBe(200);
    expect(added.json().products.map((p: { id: string }) => p.id)).toEqual([p1, p2]);
    expect(added.json().abilities["catalog.editItems"]).toBe(true);
    const unknown = await t.request({ method: "POST", url: `/api/catalogs/${id}/items`, token: owner.token, payload: { product_ids: ["NOPE-1"] } });
    expect(unknown.statusCode).toBe(404);

    const removed = await t.request({ method: "DELETE", url: `/api/catalogs/${id}/items`, token: owner.token, payload: { product_ids: [p1] } });
    expect(removed.json().products.map((p: { id: string }) => p.id)).toEqual([p2]);
    const renamed = await t.request({ method: "PUT", url: `/api/catalogs/${id}`, token: owner.token, payload: { title: "定番" } });
    expect(renamed.json()).toMatchObject({ title: "定番", itemCount: 1 });
    const mine = (await t.request({ method: "GET", url: "/api/catalogs", token: owner.token })).json();
    expect(mine.map((c: { id: string }) => c.id)).toEqual([id]);

    // Another user cannot see, change or even detect it.
    expect((await t.request({ method: "GET", url: "/api/catalogs", token: other.token })).json()).toEqual([]);
    for (const [method, url, payload] of [
      ["GET", `/api/catalogs/${id}`, undefined],
      ["PUT", `/api/catalogs/${id}`, { title: "mine now" }],
      ["DELETE", `/api/catalogs/${id}`, undefined],
      ["POST", `/api/catalogs/${id}/items`, { product_ids: [p1] }],
      ["DELETE", `/api/catalogs/${id}/items`, { product_ids: [p2] }],
    ] as const) {
      const res = await t.request({ method, url, token: other.token, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t.request({ method: "GET", url: "/api/catalogs/not-a-uuid", token: owner.token })).statusCode).toBe(404);

    const bad = await t.request({ method: "POST", url: "/api/catalogs", token: owner.token, payload: { title: "a".repeat(101) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.title).toMatch(/^validation.tooLongMax\?max=\d+$/);

    expect((await t.request({ method: "DELETE", url: `/api/catalogs/${id}`, token: owner.token })).statusCode).toBe(204);
    expect((await t.request({ method: "GET", url: `/api/catalogs/${id}`, token: owner.token })).statusCode).toBe(404);
  });
});

describe("cart", () => {
  it("adds (simple cart), updates (detailed cart), and removes at quantity 0", async () => {
    const u = await shopper();
    const a = await makeProduct({ unitPrice: 1480 });
    const b = await makeProduct({ unitPrice: 980 });
    const r1 = await add(u, a);
    expect(r1.json()).toEqual({ items: [{ product_id: a, quantity: 1 }], itemCount: 1, added: { quantity: 1, capped: false } });
    await add(u, a, 2);
    await add(u, b, 5);
    expect((await t.request({ method: "GET", url: "/api/cart", token: u.token })).json()).toEqual({
      items: [
        { product_id: a, quantity: 3 },
        { product_id: b, quantity: 5 },
      ],
      itemCount: 2,
    });
    const upd = await t.request({ method: "PUT", url: "/api/cart/update_qty", token: u.token, payload: { product_id: a, quantity: 4 } });
    expect(upd.statusCode).toBe(200);
    // 1480*4 + 980*5 = 5920 + 4900 = 10820; tax floor(1082) = 1082
    expect(upd.json()).toMatchObject({ subtotal: 10820, tax: 1082, total: 11902, itemCount: 2, canCheckout: true });
    expect(upd.json().lines[0]).toMatchObject({ product_id: a, quantity: 4, subtotal: 5920, problem: null });
    const rm = await t.request({ method: "PUT", url: "/api/cart/update_qty", token: u.token, payload: { product_id: a, quantity: 0 } });
    expect(rm.json().lines.map((l: { product_id: string }) => l.product_id)).toEqual([b]);
    const notInCart = await t.request({ method: "PUT", url: "/api/cart/update_qty", token: u.token, payload: { product_id: a, quantity: 2 } });
    expect(notInCart.statusCode).toBe(404);
  });

  it("refuses unknown and out-of-stock products and bad quantities, changing nothing", async () => {
    const u = await shopper();
    const gone = await makeProduct({ stock: 0 });
    expect((await add(u, "NOPE-404")).statusCode).toBe(404);
    const oos = await add(u, gone);
    expect(oos.statusCode).toBe(409);
    expect(oos.json().error.code).toBe("out_of_stock");
    const frac = await t.request({ method: "POST", url: "/api/cart/add_item", token: u.token, payload: { product_id: gone, quantity: 1.5 } });
    expect(frac.statusCode).toBe(400);
    expect(frac.json().error.fields.quantity).toBe("validation.integer");
    expect((await details(u)).lines).toEqual([]);
  });

  it("keeps each user's cart their own", async () => {
    const alice = await shopper();
    const bob = await shopper();
    const p = await makeProduct();
    await add(alice, p, 2);
    expect((await t.request({ method: "GET", url: "/api/cart", token: bob.token })).json()).toEqual({ items: [], itemCount: 0 });
    // Bob cannot change Alice's line: his calls only ever reach his own cart.
    const upd = await t.request({ method: "PUT", url: "/api/cart/update_qty", token: bob.token, payload: { product_id: p, quantity: 5 } });
    expect(upd.statusCode).toBe(404);
    const rm = await t.request({ method: "PUT", url: "/api/cart/update_qty", token: bob.token, payload: { product_id: p, quantity: 0 } });
    expect(rm.json().lines).toEqual([]);
    expect((await details(alice)).lines[0].quantity).toBe(2);
    // Bob's checkout cannot take Alice's cart.
    const o = await order(bob);
    expect(o.json().error.code).toBe("cart_empty");
    expect((await details(alice)).lines).toHaveLength(1);
  });
});

describe("moq and stock", () => {
  it("flags a line under its moq and blocks checkout with the spec's message", async () => {
    const u = await shopper();
    const p = await makeProduct({ moq: 10, stock: 100 });
    await add(u, p, 3);
    const cart = await details(u);
    expect(cart.lines[0].problem).toBe("moq");
    expect(cart.canCheckout).toBe(false);
    const o = await order(u);
    expect(o.statusCode).toBe(400);
    expect(o.json().error).toMatchObject({
      code: "moq_not_met",
      message: "Minimum order quantity is 10, please increase the quantity to be able to proceed to checkout.",
      details: { productId: p, moq: 10 },
    });
    expect(await stockOf(p)).toBe(100);
    await t.request({ method: "PUT", url: "/api/cart/update_qty", token: u.token, payload: { product_id: p, quantity: 10 } });
    expect((await order(u)).statusCode).toBe(201);
    expect(await stockOf(p)).toBe(90);
  });

  it("refuses more than the stock, and decrements stock on order", async () => {
    const u = await shopper();
    const p = await makeProduct({ stock: 5 });
    await add(u, p, 6);
    expect((await details(u)).lines[0].problem).toBe("insufficient_stock");
    const o = await order(u);
    expect(o.statusCode).toBe(409);
    expect(o.json().error).toMatchObject({ code: "out_of_stock", details: { productId: p, stock: 5 } });
    await t.request({ method: "PUT", url: "/api/cart/update_qty", token: u.token, payload: { product_id: p, quantity: 5 } });
    expect((await order(u)).statusCode).toBe(201);
    expect(await stockOf(p)).toBe(0);
    // Now out of stock for the next person.
    const v = await shopper();
    expect((await add(v, p)).json().error.code).toBe("out_of_stock");
  });
});

describe("tax", () => {
  it("rounds down once per rate over the order, not per line, and keeps 10% and 8% apart", async () => {
    const u = await shopper();
    const a = await makeProduct({ unitPrice: 105 });
    const b = await makeProduct({ unitPrice: 105 });
    const c = await makeProduct({ unitPrice: 105 });
    const coffee = await makeProduct({ unitPrice: 2980, taxRate: 8, category: "food" });
    const snack = await makeProduct({ unitPrice: 499, taxRate: 8, category: "food" });
    for (const p of [a, b, c, coffee, snack]) await add(u, p);
    const cart = await details(u);
    // 10%: 315 -> 31 (per line would be 30). 8%: 3479 -> 278 (per line would be 277).
    expect(cart.byRate).toEqual([
      { rate: 10, subtotal: 315, tax: 31 },
      { rate: 8, subtotal: 3479, tax: 278 },
    ]);
    expect(cart).toMatchObject({ subtotal: 3794, tax: 309, total: 4103 });
    const o = await order(u, { expectedTotal: 4103 });
    expect(o.statusCode).toBe(201);
    expect(o.json()).toMatchObject({ subtotal: 3794, tax: 309, total: 4103, byRate: cart.byRate });
  });
});

describe("price changes between cart and checkout", () => {
  it("tells the user and refuses the stale total; the order then freezes today's price", async () => {
    const u = await shopper();
    const p = await makeProduct({ unitPrice: 1000 });
    await add(u, p, 2);
    const before = await details(u);
    expect(before).toMatchObject({ total: 2200, priceChanged: false });
    await t.ctx.db.update(products).set({ unitPrice: 1200 }).where(eq(products.id, p));

    const after = await details(u);
    expect(after).toMatchObject({ total: 2640, priceChanged: true });
    expect(after.lines[0]).toMatchObject({ unitPrice: 1200, previousUnitPrice: 1000 });

    const stale = await order(u, { expectedTotal: before.total });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: "price_changed", details: { expectedTotal: 2200, total: 2640 } });
    expect(await stockOf(p)).toBe(50);
    expect((await details(u)).lines).toHaveLength(1);

    const ok = await order(u, { expectedTotal: after.total });
    expect(ok.statusCode).toBe(201);
    const placed = ok.json();
    expect(placed.lines[0]).toMatchObject({ productId: p, unitPrice: 1200, quantity: 2, subtotal: 2400 });
    // Later price changes never touch a placed order.
    await t.ctx.db.update(products).set({ unitPrice: 9999, name: "Renamed" }).where(eq(products.id, p));
    const again = (await t.request({ method: "GET", url: `/api/orders/${placed.id}`, token: u.token })).json();
    expect(again.lines[0]).toMatchObject({ unitPrice: 1200, name: placed.lines[0].name });
    expect(again.total).toBe(2640);
  });
});

describe("the per-line cap", () => {
  it("caps a line at 9,999 and says how many units went in instead of reporting them all added", async () => {
    const u = await shopper();
    const p = await makeProduct({ stock: 20_000 });
    expect((await add(u, p, 9_998)).json().added).toEqual({ quantity: 9_998, capped: false });
    const over = (await add(u, p, 5)).json();
    expect(over.added).toEqual({ quantity: 1, capped: true });
    expect(over.items).toEqual([{ product_id: p, quantity: 9_999 }]);
    expect((await add(u, p, 1)).json().added).toEqual({ quantity: 0, capped: true });
  });
});

describe("cart changes between review and checkout", () => {
  it("tells a changed quantity or line (cart_changed) from a changed price (price_changed)", async () => {
    const u = await shopper();
    const p = await makeProduct({ unitPrice: 1000 });
    const q = await makeProduct({ unitPrice: 500 });
    await add(u, p, 2);
    const seen = await details(u);
    const expectedLines = seen.lines.map((l: { product_id: string; quantity: number }) => ({ product_id: l.product_id, quantity: l.quantity }));
    // Another tab changes the quantity: the total differs, but no price changed.
    await t.request({ method: "PUT", url: "/api/cart/update_qty", token: u.token, payload: { product_id: p, quantity: 3 } });
    const qty = await order(u, { expectedTotal: seen.total, expectedLines });
    expect(qty.statusCode).toBe(409);
    expect(qty.json().error.code).toBe("cart_changed");
    // ... or adds a line.
    await t.request({ method: "PUT", url: "/api/cart/update_qty", token: u.token, payload: { product_id: p, quantity: 2 } });
    await add(u, q, 1);
    expect((await order(u, { expectedTotal: seen.total, expectedLines })).json().error.code).toBe("cart_changed");
    await t.request({ method: "PUT", url: "/api/cart/update_qty", token: u.token, payload: { product_id: q, quantity: 0 } });
    // The same lines at a new price: a price change.
    await t.ctx.db.update(products).set({ unitPrice: 1200 }).where(eq(products.id, p));
    expect((await order(u, { expectedTotal: seen.total, expectedLines })).json().error.code).toBe("price_changed");
    expect(await stockOf(p)).toBe(50);
  });
});

describe("checkout", () => {
  it("stores the order with its lines and settings, empties the cart and mails the person in charge", async () => {
    const u = await shopper();
    const p = await makeProduct({ unitPrice: 1575, name: "Acetone", nameJa: "アセトン" });
    await add(u, p, 3);
    const o = await order(u, { expectedTotal: 5197 });
    expect(o.statusCode).toBe(201);
    const placed = o.json();
    expect(placed).toMatchObject({ ...settings, subtotal: 4725, tax: 472, total: 5197, lineCount: 1, status: "placed" });
    expect(placed.number).toMatch(/^PO-\d{6,}$/);
    expect((await t.request({ method: "GET", url: "/api/cart", token: u.token })).json()).toEqual({ items: [], itemCount: 0 });

    const mail = (await listOutbox(path.join(t.dataDir, "outbox"))).find((m) => m.subject.includes(placed.number));
    expect(mail?.to).toBe(settings.personInChargeEmail);
    expect(mail?.text).toContain("アセトン");
    expect(mail?.text).toContain("Acetone");
    expect(mail?.text).toContain("消費税 ￥472");
    expect(mail?.text).toContain("Total (tax included): ￥5,197");

    const list = (await t.request({ method: "GET", url: "/api/orders", token: u.token })).json();
    expect(list.map((x: { id: string }) => x.id)).toEqual([placed.id]);
    const purchased = (await t.request({ method: "GET", url: "/api/shop/purchased", token: u.token })).json();
    expect(purchased[0]).toMatchObject({ id: p, totalQuantity: 3 });

    const other = await t.signUp();
    expect((await t.request({ method: "GET", url: `/api/orders/${placed.id}`, token: other.token })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: "/api/orders", token: other.token })).json()).toEqual([]);
    expect((await t.request({ method: "GET", url: "/api/shop/purchased", token: other.token })).json()).toEqual([]);
  });

  it("refuses an empty cart and missing checkout settings", async () => {
    const u = await t.signUp();
    expect((await order(u)).json().error.code).toBe("validation");
    await t.request({ method: "PUT", url: "/api/checkout_settings", token: u.token, payload: settings });
    expect((await order(u)).json().error.code).toBe("cart_empty");
    const bad = await t.request({ method: "PUT", url: "/api/checkout_settings", token: u.token, payload: { ...settings, personInChargeEmail: "x@" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.personInChargeEmail).toBe("validation.email");
    expect((await t.request({ method: "GET", url: "/api/checkout_settings", token: u.token })).json()).toMatchObject({ ...settings, saved: true });
  });

  it("creates one order for two parallel requests with the same key", async () => {
    const u = await shopper();
    const p = await makeProduct({ stock: 20 });
    await add(u, p, 4);
    const key = randomUUID();
    const [r1, r2] = await Promise.all([order(u, { idempotencyKey: key }), order(u, { idempotencyKey: key })]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 201]);
    expect(r1.json().id).toBe(r2.json().id);
    expect((await t.request({ method: "GET", url: "/api/orders", token: u.token })).json()).toHaveLength(1);
    expect(await stockOf(p)).toBe(16);
    // A retry later still answers the same order, even with an empty cart now.
    const r3 = await order(u, { idempotencyKey: key });
    expect(r3.statusCode).toBe(200);
    expect(r3.json().id).toBe(r1.json().id);
    const outbox = await listOutbox(path.join(t.dataDir, "outbox"));
    expect(outbox.filter((m) => m.subject.includes(r1.json().number))).toHaveLength(1);
  });

  it("shows recommended items from the premade catalogs", async () => {
    const u = await t.signUp();
    const rec = (await t.request({ method: "GET", url: "/api/shop/recommended", token: u.token })).json();
    expect(rec.length).toBe(8);
    expect(rec.every((p: { stock: number }) => p.stock > 0)).toBe(true);
  });
});

describe("shop switched off", () => {
  it("answers the status check empty and every shop call 404 shop_disabled", async () => {
    const off = await createTestApp({ shopEnabled: false });
    try {
      const u = await off.signUp();
      expect((await off.request({ method: "GET", url: "/api/shop/status", token: u.token })).json()).toEqual({});
      for (const url of ["/api/cart", "/api/cart/details", "/api/catalogs/premade", "/api/orders", "/api/checkout_settings"]) {
        const res = await off.request({ method: "GET", url, token: u.token });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.code, url).toBe("shop_disabled");
      }
      const add = await off.request({ method: "POST", url: "/api/cart/add_item", token: u.token, payload: { product_id: "AZC-001-01" } });
      expect(add.json().error.code).toBe("shop_disabled");
    } finally {
      await off.close();
    }
  });
});
