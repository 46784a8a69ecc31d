import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp, type TestUser } from "../test/testApp";
import { systemMaterials } from "./reagentData/systemMaterials";
import { materials } from "./schema";
import { buildSpace } from "./materialFactories";
import { seedSystemMaterials } from "./seedSystemMaterials";

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let spaceId: string;
let otherSpaceId: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, member, outsider] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
  spaceId = (await buildSpace(t.ctx.db, [{ userId: owner.id, role: "owner" }, { userId: member.id, role: "member" }])).id;
  otherSpaceId = (await buildSpace(t.ctx.db, [{ userId: outsider.id, role: "owner" }])).id;
}, 60_000);
afterAll(() => t?.close());

const list = (token: string, query = "", sid = spaceId) => t.request({ method: "GET", url: `/api/spaces/${sid}/materials${query}`, token });

describe("system materials", () => {
  it("are seeded once, idempotently", async () => {
    const rows = await t.ctx.db.select({ id: materials.id }).from(materials);
    expect(rows.length).toBe(systemMaterials.length);
    expect((await seedSystemMaterials(t.ctx.db)).upserted).toBe(0);
    await seedSystemMaterials(t.ctx.db, { force: true });
    expect((await t.ctx.db.select({ id: materials.id }).from(materials)).length).toBe(systemMaterials.length);
  });

  it("are found by Japanese name, English name (any case, full width) and CAS", async () => {
    for (const q of ["エタノール", "ETHANOL", "ｅｔｈａｎｏｌ", "64-17-5"]) {
      const res = await list(member.token, `?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      const names = res.json().items.map((m: { nameEn: string }) => m.nameEn);
      expect(names, q).toContain("Ethanol");
    }
    const one = await list(member.token, `?q=${encodeURIComponent("64-17-5")}`);
    const ethanol = one.json().items.find((m: { nameEn: string }) => m.nameEn === "Ethanol");
    expect(ethanol).toMatchObject({ system: true, molarMass: 46.069, density: 0.789, riskType: "flammable", abilities: { update: false, delete: false } });
    expect(ethanol.hazardStatements).toContain("H225");
  });

  it("pages through the whole list with a cursor", async () => {
    const seen = new Set<string>();
    let cursor: string | null = null;
    do {
      const res = await list(member.token, `?limit=100${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.statusCode).toBe(200);
      for (const m of res.json().items) seen.add(m.id);
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(seen.size).toBe(systemMaterials.length);
  });

  it("cannot be edited or deleted, only copied", async () => {
    const id = (await list(owner.token, "?q=ethanol")).json().items[0].id;
    const put = await t.request({ method: "PUT", url: `/api/materials/${id}`, token: owner.token, payload: { name: "x" } });
    expect(put.statusCode).toBe(403);
    expect((await t.request({ method: "DELETE", url: `/api/materials/${id}`, token: owner.token })).statusCode).toBe(403);
    const copy = await t.request({ method: "POST", url: `/api/materials/${id}/copy`, token: member.token, payload: { spaceId } });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().material).toMatchObject({ system: false, spaceId, name: "エタノール", casNumber: "64-17-5", abilities: { update: true } });
    // Copying into a space the caller is not in is 404.
    const denied = await t.request({ method: "POST", url: `/api/materials/${id}/copy`, token: member.token, payload: { spaceId: otherSpaceId } });
    expect(denied.statusCode).toBe(404);
  });
});

describe("the space's own materials", () => {
  const body = {
    name: "自家製触媒 A",
    nameEn: "House catalyst A",
    formula: "CuSO4·5H2O",
    molarMass: 249.69,
    density: null,
    location: "Shelf 3",
    riskType: "other",
    makerName: "Lab",
    manufacturingNumber: "MN-1",
    manufacturingDate: "2026-01-15",
    lotNumber: "L42",
    others: "dried",
    casNumber: "7758-99-8",
    hazardStatements: ["H302", "H302", "H410"],
  };

  it("a space member registers one with every field; outsiders get 404", async () => {
    const res = await t.request({ method: "POST", url: `/api/spaces/${spaceId}/materials`, token: member.token, payload: body });
    expect(res.statusCode).toBe(201);
    const m = res.json().material;
    expect(m).toMatchObject({ ...body, hazardStatements: ["H302", "H410"], system: false, spaceId });
    expect((await list(member.token, "?q=house%20cat")).json().items.map((x: { id: string }) => x.id)).toContain(m.id);
    const own = await list(member.token, "?scope=own");
    expect(own.json().items.map((x: { system: boolean }) => x.system)).toEqual([false, false]);

    const outsiderCreate = await t.request({ method: "POST", url: `/api/spaces/${spaceId}/materials`, token: outsider.token, payload: body });
    expect(outsiderCreate.statusCode).toBe(404);
    expect((await list(outsider.token)).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: `/api/materials/${m.id}`, token: outsider.token })).statusCode).toBe(404);
    expect((await t.request({ method: "PUT", url: `/api/materials/${m.id}`, token: outsider.token, payload: { name: "y" } })).statusCode).toBe(404);
    // The other space's list does not show it.
    expect((await list(outsider.token, "?scope=own", otherSpaceId)).json().items).toEqual([]);
  });

  it("refuses bad input with field messages and changes nothing", async () => {
    const before = (await t.ctx.db.select({ id: materials.id }).from(materials)).length;
    const res = await t.request({
      method: "POST",
      url: `/api/spaces/${spaceId}/materials`,
      token: member.token,
      payload: { ...body, casNumber: "64-17-6", formula: "Xx9", molarMass: -1, name: "" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      casNumber: "validation.invalidCasNumber",
      formula: "validation.invalidFormula",
      molarMass: "validation.positive",
      name: "validation.required",
    });
    expect((await t.ctx.db.select({ id: materials.id }).from(materials)).length).toBe(before);
  });

  it("are edited and deleted by space members; search follows the edit", async () => {
    const created = (await t.request({ method: "POST", url: `/api/spaces/${spaceId}/materials`, token: owner.token, payload: { name: "Temp reagent" } })).json().material;
    expect(created.riskType).toBe("other");
    const put = await t.request({ method: "PUT", url: `/api/materials/${created.id}`, token: member.token, payload: { nameEn: "Zircon sand", density: 4.6 } });
    expect(put.statusCode).toBe(200);
    expect(put.json().material).toMatchObject({ name: "Temp reagent", nameEn: "Zircon sand", density: 4.6 });
    expect((await list(member.token, "?q=zircon")).json().items.map((x: { id: string }) => x.id)).toEqual([created.id]);
    const empty = await t.request({ method: "PUT", url: `/api/materials/${created.id}`, token: member.token, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect((await t.request({ method: "DELETE", url: `/api/materials/${created.id}`, token: member.token })).statusCode).toBe(200);
    const [gone] = await t.ctx.db.select().from(materials).where(eq(materials.id, created.id));
    expect(gone).toBeUndefined();
  });

  it("pages across the space's own materials into the system list without gaps", async () => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(member.token, `?limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      ids.push(...res.json().items.map((m: { id: string }) => m.id));
      cursor = res.json().nextCursor;
    } while (cursor);
    const own = (await list(member.token, "?scope=own&limit=100")).json().items.length;
    expect(own).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(own + systemMaterials.length);
  });

  it("answers 404 for ids that are not uuids and rejects bad cursors", async () => {
    expect((await t.request({ method: "GET", url: `/api/materials/nope`, token: member.token })).statusCode).toBe(404);
    expect((await list(member.token, "?cursor=zzz")).statusCode).toBe(400);
    expect((await list(member.token, "?limit=1000")).statusCode).toBe(400);
  });
});
