import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { addSpaceMember, buildSpace, buildSpaceCast, buildUser, setUpTestApp, setUpWorld } from "../test/factories";
import { outboxMailsTo } from "../test/outboxMails";
import { materials } from "../materials/schema";
import { orderLines, orders } from "../shop/schema";
import { inventoryContainers } from "./schema";
import { user } from "../accounts/schema";

const t = setUpTestApp();
const w = setUpWorld(t, async (t) => {
  const [{ owner, member, outsider, spaceId }, orderer] = await Promise.all([buildSpaceCast(t), buildUser(t)]);
  await addSpaceMember(t, spaceId, orderer);
  const [{ id: materialId }] = await t.ctx.db.insert(materials).values({ spaceId, name: "アセトン", nameEn: "Acetone" }).returning();
  return { orderer, owner, member, outsider, spaceId, materialId };
});

async function placeOrder(total: number) {
  const [o] = await t.ctx.db
    .insert(orders)
    .values({ userId: w.orderer.id, idempotencyKey: randomUUID(), shippingAddress: "Tokyo", personInChargeName: "Hanako", personInChargeEmail: "h@example.com", subtotal: total, tax: 0, total, taxByRate: [] })
    .returning();
  await t.ctx.db.insert(orderLines).values({ orderId: o.id, lineNo: 1, productId: "P-1", name: "Acetone 500 mL", nameJa: "アセトン 500 mL", maker: "M", unit: "bottle", unitJa: "本", unitPrice: total / 2, quantity: 2, taxRate: 10, subtotal: total, deliveryDays: 3 });
  return o.id;
}
const req = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) => t.request({ method, url, token, ...(payload ? { payload } : {}) });
const move = (id: string, token: string, status: string) => req("POST", `/api/orders/${id}/status`, token, { status });

describe("an order filed under a space, opened by its members", () => {
  it("the orderer sees it all; a member of the space sees lines, totals and status without the delivery contact; anyone else gets 404", async () => {
    const id = await placeOrder(4000);
    const get = (token: string) => req("GET", `/api/orders/${id}`, token);
    const mine = await get(w.orderer.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id, isOrderer: true, orderer: { id: w.orderer.id }, shippingAddress: "Tokyo", personInChargeName: "Hanako", personInChargeEmail: "h@example.com" });
    // Not filed yet: the order is the orderer's alone.
    expect((await get(w.member.token)).statusCode).toBe(404);

    expect((await req("PUT", `/api/orders/${id}/space`, w.orderer.token, { spaceId: w.spaceId })).statusCode).toBe(200);
    for (const who of [w.member, w.owner]) {
      const res = await get(who.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id, number: mine.json().number, status: "placed", total: 4000, isOrderer: false, orderer: { id: w.orderer.id, name: mine.json().orderer.name } });
      expect(res.json().lines).toEqual(mine.json().lines);
      // The orderer's personal checkout details stay theirs.
      expect(res.json()).toMatchObject({ shippingAddress: null, personInChargeName: null, personInChargeEmail: null });
      expect(res.body).not.toContain("Tokyo");
      expect(res.body).not.toContain("h@example.com");
    }
    // An outsider, and a member of another space, still get 404.
    await buildSpace(t, w.outsider, "Another lab");
    expect((await get(w.outsider.token)).statusCode).toBe(404);
    const stranger = await buildUser(t);
    expect((await get(stranger.token)).statusCode).toBe(404);
    // The orderer's own list is unchanged: a member does not get the order in theirs.
    expect((await req("GET", "/api/orders", w.member.token)).json().map((o: { id: string }) => o.id)).not.toContain(id);
  });
});

describe("orders move on", () => {
  it("a space sets an approval threshold (owners only); members read it", async () => {
    expect((await req("PUT", `/api/spaces/${w.spaceId}/order-settings`, w.member.token, { approvalThreshold: 10000 })).statusCode).toBe(403);
    expect((await req("PUT", `/api/spaces/${w.spaceId}/order-settings`, w.outsider.token, { approvalThreshold: 10000 })).statusCode).toBe(404);
    const bad = await req("PUT", `/api/spaces/${w.spaceId}/order-settings`, w.owner.token, { approvalThreshold: -1 });
    expect(bad.json().error.fields).toEqual({ approvalThreshold: "validation.notNegative" });
    expect((await req("PUT", `/api/spaces/${w.spaceId}/order-settings`, w.owner.token, { approvalThreshold: 10000 })).json()).toEqual({ approvalThreshold: 10000, canEdit: true });
    expect((await req("GET", `/api/spaces/${w.spaceId}/order-settings`, w.member.token)).json()).toEqual({ approvalThreshold: 10000, canEdit: false });
  });

  it("above the threshold: only an owner approves; then ordered, shipped, received into a location with containers; mails and a timeline", async () => {
    const id = await placeOrder(20000);
    // Nobody but the orderer sees it until it is filed under a space.
    expect((await req("GET", `/api/orders/${id}/flow`, w.owner.token)).statusCode).toBe(404);
    const filed = await req("PUT", `/api/orders/${id}/space`, w.orderer.token, { spaceId: w.spaceId });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json()).toMatchObject({ status: "placed", approvalRequired: true, allowed: ["cancelled"], space: { id: w.spaceId } });
    // Not moved yet: the order's own "placed" stands in, naming who placed it.
    const [orderer] = await t.ctx.db.select({ name: user.name }).from(user).where(eq(user.id, w.orderer.id));
    expect(filed.json().timeline).toEqual([expect.objectContaining({ status: "placed", by: { id: w.orderer.id, name: orderer.name } })]);
    expect(orderer.name).not.toBe("");
    expect((await move(id, w.orderer.token, "ordered")).statusCode).toBe(403);
    expect((await move(id, w.orderer.token, "approved")).statusCode).toBe(403);
    expect((await move(id, w.outsider.token, "approved")).statusCode).toBe(404);
    const listed = await req("GET", `/api/spaces/${w.spaceId}/orders`, w.owner.token);
    expect(listed.json().items.find((o: { id: string }) => o.id === id)).toMatchObject({ status: "placed", approvalRequired: true, allowed: ["approved", "cancelled"] });
    expect((await req("GET", `/api/spaces/${w.spaceId}/orders`, w.member.token)).json().items[0].allowed).toEqual([]);
    expect((await req("GET", `/api/spaces/${w.spaceId}/orders`, w.outsider.token)).statusCode).toBe(404);
    const approved = await move(id, w.owner.token, "approved");
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await move(id, w.member.token, "ordered")).statusCode).toBe(403);
    expect((await move(id, w.orderer.token, "ordered")).json().status).toBe("ordered");
    expect((await move(id, w.orderer.token, "shipped")).json()).toMatchObject({ status: "shipped", canReceive: true });
    expect((await move(id, w.orderer.token, "received")).statusCode).toBe(400);

    const loc = (await req("POST", `/api/spaces/${w.spaceId}/inventory/locations`, w.member.token, { name: "Cabinet", kind: "cabinet" })).json().location;
    const before = (await t.ctx.db.select({ n: count() }).from(inventoryContainers))[0].n;
    const badReceive = await req("POST", `/api/orders/${id}/receive`, w.orderer.token, { locationId: randomUUID(), lines: [{ lineNo: 1, materialId: w.materialId, containers: 2, amount: -1, unit: "mL" }] });
    expect(badReceive.statusCode).toBe(400);
    const badLoc = await req("POST", `/api/orders/${id}/receive`, w.orderer.token, { locationId: randomUUID(), lines: [{ lineNo: 1, materialId: w.materialId, containers: 2, amount: 500, unit: "mL" }] });
    expect(badLoc.json().error.fields).toEqual({ locationId: "validation.unknownLocation" });
    expect((await t.ctx.db.select({ n: count() }).from(inventoryContainers))[0].n).toBe(before);
    const received = await req("POST", `/api/orders/${id}/receive`, w.orderer.token, { locationId: loc.id, lines: [{ lineNo: 1, materialId: w.materialId, containers: 2, amount: 500, unit: "mL", lot: "R-1" }] });
    expect(received.statusCode, received.body).toBe(200);
    const flow = received.json();
    expect(flow.status).toBe("received");
    expect(flow.timeline.map((e: { status: string }) => e.status)).toEqual(["placed", "approved", "ordered", "shipped", "received"]);
    expect(flow.timeline[1].by.id).toBe(w.owner.id);
    const shelved = await t.ctx.db.select().from(inventoryContainers).where(eq(inventoryContainers.locationId, loc.id));
    expect(shelved).toHaveLength(2);
    expect(shelved[0]).toMatchObject({ amount: 500, unit: "mL", lot: "R-1", materialId: w.materialId });
    const [o] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(o.status).toBe("received");
    const mails = outboxMailsTo(t.dataDir, w.orderer.email);
    expect(mails.length).toBe(4);
    expect(mails.map((m) => m.subject).join("|")).toContain("received");
    // Finished orders move no more.
    expect((await move(id, w.owner.token, "cancelled")).statusCode).toBe(403);
  });

  it("below the threshold the orderer moves it on without approval, and may cancel before it ships", async () => {
    const id = await placeOrder(2000);
    await req("PUT", `/api/orders/${id}/space`, w.orderer.token, { spaceId: w.spaceId });
    expect((await req("GET", `/api/orders/${id}/flow`, w.orderer.token)).json()).toMatchObject({ approvalRequired: false, allowed: ["ordered", "cancelled"] });
    expect((await move(id, w.orderer.token, "ordered")).statusCode).toBe(200);
    expect((await move(id, w.member.token, "cancelled")).statusCode).toBe(403);
    expect((await move(id, w.orderer.token, "cancelled")).json().status).toBe("cancelled");
    expect((await req("GET", `/api/orders/${id}/flow`, w.outsider.token)).statusCode).toBe(404);
  });
});
