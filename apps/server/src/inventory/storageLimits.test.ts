import { describe, expect, it } from "vitest";
import { buildSpaceCast, setUpTestApp, setUpWorld } from "../test/factories";
import { materials } from "../materials/schema";

const t = setUpTestApp();
const w = setUpWorld(t, async (t) => {
  const { member, outsider, owner, spaceId } = await buildSpaceCast(t);
  const [{ id: toluene }, { id: ethanol }, { id: water }] = await t.ctx.db
    .insert(materials)
    .values([
      { spaceId, name: "トルエン", nameEn: "Toluene", density: 0.867 },
      { spaceId, name: "エタノール", nameEn: "Ethanol" },
      { spaceId, name: "水", nameEn: "Water" },
    ])
    .returning();
  const loc = async (name: string, kind: string, parentId?: string) =>
    (await t.request({ method: "POST", url: `/api/spaces/${spaceId}/inventory/locations`, token: member.token, payload: { name, kind, parentId } })).json().location.id as string;
  const roomId = await loc("Room 101", "room");
  const shelfId = await loc("Shelf 1", "shelf", roomId);
  const put = (materialId: string, amount: number, unit: string, status = "in_use") =>
    t.request({ method: "POST", url: `/api/spaces/${spaceId}/inventory/containers`, token: member.token, payload: { materialId, amount, unit, locationId: shelfId, status } });
  await put(toluene, 20, "L");
  await put(toluene, 17340, "g"); // 20 L at 0.867 g/mL
  await put(toluene, 500, "L", "disposed"); // gone: not counted
  await put(ethanol, 40, "L");
  await put(water, 100, "L");
  return { member, outsider, owner, spaceId, toluene, ethanol, water, roomId };
});

const storage = (token = w.member.token, id = w.roomId) => t.request({ method: "GET", url: `/api/inventory/locations/${id}/storage`, token });
const classify = (materialId: string, hazardClassId: string | null, token = w.member.token) =>
  t.request({ method: "PUT", url: `/api/spaces/${w.spaceId}/inventory/hazard-classes/${materialId}`, token, payload: { hazardClassId } });

describe("room storage limits (Fire Service Act)", () => {
  it("lists the room's materials unclassified at first, with no ratio", async () => {
    const res = await storage();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ location: { kind: "room", path: ["Room 101"] }, rows: [], sum: 0, level: "ok" });
    expect(res.json().materials.map((m: { nameEn: string; hazardClassId: null; containers: number }) => [m.nameEn, m.hazardClassId, m.containers]).sort()).toEqual([
      ["Ethanol", null, 1],
      ["Toluene", null, 2],
      ["Water", null, 1],
    ]);
  });

  it("sums classified materials against the designated quantities and warns from 0.2", async () => {
    expect((await classify(w.toluene, "4-petroleum-1")).statusCode).toBe(200);
    expect((await classify(w.ethanol, "4-alcohols")).statusCode).toBe(200);
    const res = (await storage()).json();
    expect(res.rows.map((r: { hazardClassId: string; total: number; quantity: number; containers: number }) => [r.hazardClassId, Math.round(r.total * 1000) / 1000, r.quantity, r.containers])).toEqual([
      ["4-petroleum-1", 40, 200, 2],
      ["4-alcohols", 40, 400, 1],
    ]);
    expect(res.sum).toBeCloseTo(0.3);
    expect(res.level).toBe("ordinance");
    // Reclassified as special flammable (50 L): 40/50 + 0.1 = 0.9; then more ethanol goes over 1.0.
    await classify(w.toluene, "4-special");
    expect((await storage()).json().sum).toBeCloseTo(0.9);
    await t.request({ method: "POST", url: `/api/spaces/${w.spaceId}/inventory/containers`, token: w.member.token, payload: { materialId: w.ethanol, amount: 40, unit: "L", locationId: w.roomId } });
    expect((await storage()).json()).toMatchObject({ level: "licence" });
    await classify(w.toluene, null);
    expect((await storage()).json().rows.map((r: { hazardClassId: string }) => r.hazardClassId)).toEqual(["4-alcohols"]);
  });

  it("refuses an unknown class or material; outsiders get 404 and change nothing", async () => {
    const bad = await classify(w.water, "4-lemonade");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ hazardClassId: "validation.invalidChoice" });
    const unknown = await classify("6f1c2a7e-0000-4000-8000-000000000000", "4-alcohols");
    expect(unknown.json().error.fields).toEqual({ materialId: "validation.unknownMaterial" });
    expect((await storage(w.outsider.token)).statusCode).toBe(404);
    expect((await classify(w.water, "4-alcohols", w.outsider.token)).statusCode).toBe(404);
    expect((await storage()).json().materials.find((m: { nameEn: string }) => m.nameEn === "Water").hazardClassId).toBeNull();
  });
});

describe("a space's own limit table", () => {
  const url = () => `/api/spaces/${w.spaceId}/inventory/storage-limits`;
  it("is the act's table by default; only an owner edits it (validated) and resets it", async () => {
    const initial = await t.request({ method: "GET", url: url(), token: w.member.token });
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toMatchObject({ isDefault: true, abilities: { update: false } });
    expect(initial.json().entries.find((e: { id: string }) => e.id === "4-alcohols")).toMatchObject({ quantity: 400, defaultQuantity: 400, unit: "L" });
    expect((await storage()).json().sum).toBeCloseTo(0.2); // 80 L of ethanol against 400 L
    const entries = [{ id: "4-alcohols", quantity: 100 }];
    expect((await t.request({ method: "PUT", url: url(), token: w.member.token, payload: { entries } })).statusCode).toBe(403);
    expect((await t.request({ method: "PUT", url: url(), token: w.outsider.token, payload: { entries } })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: url(), token: w.outsider.token })).statusCode).toBe(404);
    const bad = await t.request({ method: "PUT", url: url(), token: w.owner.token, payload: { entries: [{ id: "4-alcohols", quantity: -1 }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ "entries.0.quantity": "validation.positive" });
    const saved = await t.request({ method: "PUT", url: url(), token: w.owner.token, payload: { entries } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ isDefault: false, abilities: { update: true } });
    expect((await storage()).json()).toMatchObject({ sum: 0.8, level: "ordinance" });
    const reset = await t.request({ method: "DELETE", url: url(), token: w.owner.token });
    expect(reset.json().isDefault).toBe(true);
    expect((await storage()).json().sum).toBeCloseTo(0.2);
    expect((await t.request({ method: "DELETE", url: url(), token: w.member.token })).statusCode).toBe(403);
  });
});
