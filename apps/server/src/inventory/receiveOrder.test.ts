import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { addSpaceMember, buildSpaceCast, buildUser, setUpTestApp, setUpWorld } from "../test/factories";
import { materials } from "../materials/schema";
import { orderLines, orders, products } from "../shop/schema";
import { inventoryContainers } from "./schema";

// Receiving an order that is not all reagents (issue: coffee and markers kept it "Shipped" forever).
const t = setUpTestApp();
const tag = randomUUID().slice(0, 8);
// CAS-like keys of this file's own, so the shipped register's real entries do not interfere.
const cas = (n: number) => `9${n}-${tag}`;
const w = setUpWorld(t, async (t) => {
  const [{ owner, outsider, spaceId }, orderer] = await Promise.all([buildSpaceCast(t), buildUser(t)]);
  await addSpaceMember(t, spaceId, orderer);
  const db = t.ctx.db;
  // 1: the space's own entry (it wins over the shipped one); 2: shipped only; 3: two in the space, no guess.
  const [own] = await db.insert(materials).values({ spaceId, name: "アセトン", nameEn: "Acetone", casNumber: cas(1) }).returning();
  await db.insert(materials).values({ spaceId: null, name: "アセトン", nameEn: "Acetone", casNumber: cas(1), systemKey: cas(1) });
  const [shipped] = await db.insert(materials).values({ spaceId: null, name: "エタノール", nameEn: "Ethanol", casNumber: cas(2), systemKey: cas(2) }).returning();
  await db.insert(materials).values([
    { spaceId, name: "メタノール A", casNumber: cas(3) },
    { spaceId, name: "メタノール B", casNumber: cas(3) },
  ]);
  const product = (n: number, over: Partial<typeof products.$inferInsert>) => ({
    id: `T${tag}-${n}`, name: `P${n}`, nameJa: `P${n}`, maker: "M", category: "reagent", unit: "1 unit", unitJa: "1個", unitPrice: 100, deliveryDays: 1, ...over,
  });
  await db.insert(products).values([
    product(1, { unit: "500 mL", casNumber: cas(1) }),
    product(2, { unit: "3 L", casNumber: cas(2) }),
    product(3, { unit: "25 g", casNumber: cas(3) }),
    product(4, { category: "food", unit: "1 unit" }), // coffee
    product(5, { category: "office", unit: "100 pcs" }), // sticky notes
    product(6, { unit: "2 × 250 µL" }), // a reagent without a CAS number
  ]);
  return { owner, outsider, orderer, spaceId, own: own.id, shipped: shipped.id };
});

/** A shipped order of products 1..6 (quantity n for line n), filed under the space. */
async function shippedOrder() {
  const [o] = await t.ctx.db
    .insert(orders)
    .values({ userId: w.orderer.id, idempotencyKey: randomUUID(), shippingAddress: "Tokyo", personInChargeName: "H", personInChargeEmail: "h@example.com", subtotal: 100, tax: 0, total: 100, taxByRate: [] })
    .returning();
  const ps = await t.ctx.db.select().from(products).where(like(products.id, `T${tag}-%`));
  await t.ctx.db.insert(orderLines).values(
    ps.map((p) => {
      const n = Number(p.id.split("-").pop());
      return { orderId: o.id, lineNo: n, productId: p.id, name: p.name, nameJa: p.nameJa, maker: "M", unit: p.unit, unitJa: p.unitJa, unitPrice: 100, quantity: n, taxRate: 10, subtotal: 100 * n, deliveryDays: 1 };
    }),
  );
  // Filed while placed (as the orderer does), then shipped (the moves between are orderFlow.test's).
  expect((await req("PUT", `/api/orders/${o.id}/space`, w.orderer.token, { spaceId: w.spaceId })).statusCode).toBe(200);
  await t.ctx.db.update(orders).set({ status: "shipped" }).where(eq(orders.id, o.id));
  return o.id;
}
const req = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) => t.request({ method, url, token, ...(payload ? { payload } : {}) });
/** How many containers the space holds (each test's order is the only one received meanwhile). */
const shelved = async () => (await t.ctx.db.select({ id: inventoryContainers.id }).from(inventoryContainers).where(eq(inventoryContainers.spaceId, w.spaceId))).length;

describe("receiving an order", () => {
  it("the form starts from the products: material by CAS number, one container's amount from the pack, containers from the quantity; coffee and notes not stocked", async () => {
    const id = await shippedOrder();
    const res = await req("GET", `/api/orders/${id}/receive-draft`, w.orderer.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines).toEqual([
      { lineNo: 1, casNumber: cas(1), stock: true, material: { id: w.own, name: "アセトン", nameEn: "Acetone" }, containers: 1, amount: 500, unit: "mL" },
      { lineNo: 2, casNumber: cas(2), stock: true, material: { id: w.shipped, name: "エタノール", nameEn: "Ethanol" }, containers: 2, amount: 3, unit: "L" },
      { lineNo: 3, casNumber: cas(3), stock: true, material: null, containers: 3, amount: 25, unit: "g" },
      { lineNo: 4, casNumber: null, stock: false, material: null, containers: 4, amount: null, unit: null },
      { lineNo: 5, casNumber: null, stock: false, material: null, containers: 5, amount: null, unit: null },
      { lineNo: 6, casNumber: null, stock: true, material: null, containers: 12, amount: 250, unit: "µL" },
    ]);
    expect((await req("GET", `/api/orders/${id}/receive-draft`, w.outsider.token)).statusCode).toBe(404);
  });

  it("stocks only the lines sent and marks the order received", async () => {
    const id = await shippedOrder();
    const before = await shelved();
    const res = await req("POST", `/api/orders/${id}/receive`, w.orderer.token, { locationId: null, lines: [{ lineNo: 1, materialId: w.own, containers: 1, amount: 500, unit: "mL" }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe("received");
    expect(await shelved()).toBe(before + 1);
  });

  it("with no line stocked (an order of coffee and sticky notes) it is received all the same", async () => {
    const id = await shippedOrder();
    const before = await shelved();
    const res = await req("POST", `/api/orders/${id}/receive`, w.orderer.token, { locationId: null, lines: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe("received");
    expect(await shelved()).toBe(before);
    // Received once: a second receive is refused.
    expect((await req("POST", `/api/orders/${id}/receive`, w.orderer.token, { locationId: null, lines: [] })).statusCode).toBe(403);
  });

  it("refuses by the shared rules and leaves nothing behind: a line twice, an empty amount, an expiry past on a later line", async () => {
    const id = await shippedOrder();
    const before = await shelved();
    const line = { lineNo: 1, materialId: w.own, containers: 1, amount: 500, unit: "mL" };
    const twice = await req("POST", `/api/orders/${id}/receive`, w.orderer.token, { locationId: null, lines: [line, line] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toMatchObject({ "lines.1.lineNo": "validation.duplicate" });
    const empty = await req("POST", `/api/orders/${id}/receive`, w.orderer.token, { locationId: null, lines: [{ ...line, amount: undefined }] });
    expect(empty.json().error.fields).toMatchObject({ "lines.0.amount": "validation.required" });
    // The first line is fine; the second's expiry is past: nothing is shelved, and the order stays shipped.
    const expired = await req("POST", `/api/orders/${id}/receive`, w.orderer.token, {
      locationId: null,
      lines: [line, { lineNo: 2, materialId: w.shipped, containers: 2, amount: 3, unit: "L", expiresOn: "2000-01-01" }],
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.fields).toEqual({ "lines.1.expiresOn": "validation.expiryBeforeReceipt" });
    expect(await shelved()).toBe(before);
    expect((await req("GET", `/api/orders/${id}/flow`, w.orderer.token)).json().status).toBe("shipped");
  });
});
