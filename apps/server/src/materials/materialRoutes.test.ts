import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { TestUser } from "../test/testApp";
import { buildSpaceCast, setUpTestApp } from "../test/factories";
import { materials } from "./schema";
import { recomputeMolarMasses } from "./recomputeMolarMasses";
import { seedSystemMaterials, systemMaterialCount } from "./seedSystemMaterials";

const t = setUpTestApp();
let owner: TestUser, member: TestUser, outsider: TestUser;
let spaceId: string;
let otherSpaceId: string;

beforeAll(async () => {
  ({ owner, member, outsider, spaceId, otherSpaceId } = await buildSpaceCast(t));
}, 180_000);

const list = (token: string, query = "", sid = spaceId) => t.request({ method: "GET", url: `/api/spaces/${sid}/materials${query}`, token });

describe("system materials", () => {
  it("are seeded once, idempotently", async () => {
    const rows = await t.ctx.db.select({ id: materials.id }).from(materials);
    expect(rows.length).toBe(systemMaterialCount());
    expect((await seedSystemMaterials(t.ctx.db)).upserted).toBe(0);
    await seedSystemMaterials(t.ctx.db, { force: true });
    expect((await t.ctx.db.select({ id: materials.id }).from(materials)).length).toBe(systemMaterialCount());
  });

  it("are found by Japanese name (katakana, hiragana, half width), English name (any case, full width) and CAS", async () => {
    for (const q of ["エタノール", "えたのーる", "ｴﾀﾉｰﾙ", "ETHANOL", "ｅｔｈａｎｏｌ", "64-17-5"]) {
      const res = await list(member.token, `?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      const names = res.json().items.map((m: { nameEn: string }) => m.nameEn);
      expect(names, q).toContain("Ethanol");
    }
    const one = await list(member.token, `?q=${encodeURIComponent("64-17-5")}`);
    const ethanol = one.json().items.find((m: { nameEn: string }) => m.nameEn === "Ethanol");
    expect(ethanol.molarMass).toBeCloseTo(46.069, 3);
    expect(ethanol).toMatchObject({ system: true, density: 0.789, riskType: "flammable", abilities: { update: false, delete: false } });
    expect(ethanol.hazardStatements).toContain("H225");
  });

  it.each([
    ["THF", "Tetrahydrofuran"],
    ["DMF", "N,N-Dimethylformamide"],
    ["DCM", "Dichloromethane"],
    ["MeOH", "Methanol"],
    ["Et3N", "Triethylamine"],
    ["EtOAc", "Ethyl acetate"],
    ["塩化メチレン", "Dichloromethane"],
    ["n-BuLi", "n-Butyllithium solution in hexanes (1.6 M)"],
    ["CH2Cl2", "Dichloromethane"],
  ])("finds %s with the exact match first (%s)", async (q, first) => {
    const res = await list(member.token, `?scope=system&q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]?.nameEn, q).toBe(first);
  });

  it.each(["C4H8O", "OC4H8", "H8C4O"])("finds the isomers of %s (Hill order) before longer formulas", async (q) => {
    const names = (await list(member.token, `?scope=system&q=${q}`)).json().items.map((m: { nameEn: string }) => m.nameEn);
    expect(names.slice(0, 2).sort()).toEqual(["2-Butanone (methyl ethyl ketone)", "Tetrahydrofuran"]);
  });

  it("sorts the English register by the English name and the Japanese one by the Japanese name", async () => {
    const en = (await list(member.token, "?scope=system&lang=en&limit=30")).json().items.map((m: { nameEn: string }) => m.nameEn.toLowerCase());
    expect(en).toEqual([...en].sort());
    const ja = (await list(member.token, "?scope=system&lang=ja&limit=30")).json().items.map((m: { name: string }) => m.name);
    expect(ja).toEqual([...ja].sort());
    expect(en[0]).not.toBe(ja[0]);
    // Paging in English visits every entry once.
    const seen = new Set<string>();
    let cursor: string | null = null;
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = (await list(member.token, `?scope=system&lang=en&limit=100${cursor ? `&cursor=${cursor}` : ""}`)).json();
      for (const m of page.items) seen.add(m.id);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.size).toBe(systemMaterialCount());
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
    expect(seen.size).toBe(systemMaterialCount());
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
    expect(m.molarMass).toBeCloseTo(249.677, 3);
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
      formula: "validation.formulaUnknownElement?element=Xx",
      molarMass: "validation.molarMassComputed",
      name: "validation.required",
    });
    expect((await t.ctx.db.select({ id: materials.id }).from(materials)).length).toBe(before);
  });

  it("computes the molar mass from the formula on the server, refusing a client's number", async () => {
    const post = (payload: Record<string, unknown>) => t.request({ method: "POST", url: `/api/spaces/${spaceId}/materials`, token: member.token, payload });
    const sent = await post({ name: "Water sample", formula: "H2O", molarMass: 100 });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().error.fields).toEqual({ molarMass: "validation.molarMassComputed" });
    const water = await post({ name: "Water sample", formula: "H2O" });
    expect(water.statusCode).toBe(201);
    expect(water.json().material.molarMass).toBeCloseTo(18.015, 3);
    const alone = await post({ name: "Ferrocyanide", formula: "K4[Fe(CN)6]" });
    expect(alone.json().material.molarMass).toBeCloseTo(368.345, 3);
    const hydrate = await post({ name: "Blue vitriol", formula: "CuSO4.5H2O" });
    expect(hydrate.json().material.molarMass).toBeCloseTo(249.677, 3);
    // Changing the formula recomputes it; removing it clears it.
    const id = water.json().material.id;
    const put = await t.request({ method: "PUT", url: `/api/materials/${id}`, token: member.token, payload: { formula: "D2O" } });
    expect(put.json().material.molarMass).toBeCloseTo(20.027, 2);
    const other = await t.request({ method: "PUT", url: `/api/materials/${id}`, token: member.token, payload: { molarMass: 5 } });
    expect(other.statusCode).toBe(400);
    expect((await t.request({ method: "GET", url: `/api/materials/${id}`, token: member.token })).json().material.molarMass).toBeCloseTo(20.027, 2);
    const cleared = await t.request({ method: "PUT", url: `/api/materials/${id}`, token: member.token, payload: { formula: null } });
    expect(cleared.json().material.molarMass).toBeNull();
  });

  it("recomputes stored molar masses once (the data fix after the migration)", async () => {
    const [row] = await t.ctx.db.insert(materials).values({ spaceId, name: "Old water", formula: "H2O", molarMass: 100 }).returning();
    await t.ctx.db.execute(sql`delete from data_fixes where name = 'chem_recompute_molar_mass_v1'`);
    expect((await recomputeMolarMasses(t.ctx.db)).updated).toBeGreaterThan(0);
    const [after] = await t.ctx.db.select().from(materials).where(eq(materials.id, row.id));
    expect(after.molarMass).toBeCloseTo(18.015, 3);
    expect((await recomputeMolarMasses(t.ctx.db)).updated).toBe(0);
  });

  it("refuses an invalid or over-long formula with a message pointing at the problem, saving nothing", async () => {
    const before = (await t.ctx.db.select({ id: materials.id }).from(materials)).length;
    const post = (formula: string) => t.request({ method: "POST", url: `/api/spaces/${spaceId}/materials`, token: member.token, payload: { name: "Bad", formula } });
    expect((await post("Xy3")).json().error.fields.formula).toBe("validation.formulaUnknownElement?element=Xy");
    expect((await post("H2O)")).json().error.fields.formula).toBe("validation.formulaUnbalanced?bracket=)&position=4");
    const long = await post("C".repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.formula).toMatch(/^validation.tooLongMax\?max=\d+$/);
    expect((await t.ctx.db.select({ id: materials.id }).from(materials)).length).toBe(before);
  });

  it("refuses negative, non-finite and absurd numbers and a bad purity with field messages", async () => {
    const post = (payload: Record<string, unknown>) => t.request({ method: "POST", url: `/api/spaces/${spaceId}/materials`, token: member.token, payload: { name: "Numbers", ...payload } });
    expect((await post({ density: -1 })).json().error.fields.density).toBe("validation.positive");
    expect((await post({ density: 1e9 })).json().error.fields.density).toBe("validation.outOfRange");
    expect((await post({ purity: { value: 120, basis: "wt%" } })).json().error.fields["purity.value"]).toBe("validation.outOfRange");
    expect((await post({ purity: { value: -1, basis: "wt%" } })).json().error.fields["purity.value"]).toBe("validation.outOfRange");
    expect((await post({ purity: { value: 1, basis: "ppm" } })).json().error.fields["purity.basis"]).toBe("validation.invalidPurityBasis");
    const ok = await post({ purity: { value: 1.6, basis: "mol/L" }, density: 0.68, synonyms: ["n-BuLi", "BuLi"] });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().material).toMatchObject({ purity: { value: 1.6, basis: "mol/L" }, density: 0.68, synonyms: ["n-BuLi", "BuLi"] });
  });

  it("are edited and deleted by space members; search follows the edit", async () => {
    const created = (await t.request({ method: "POST", url: `/api/spaces/${spaceId}/materials`, token: owner.token, payload: { name: "Temp reagent" } })).json().material;
    expect(created.riskType).toBe("other");
    const put = await t.request({ method: "PUT", url: `/api/materials/${created.id}`, token: member.token, payload: { nameEn: "Zircon sand", density: 4.6 } });
    expect(put.statusCode).toBe(200);
    expect(put.json().material).toMatchObject({ name: "Temp reagent", nameEn: "Zircon sand", density: 4.6 });
    expect((await list(member.token, "?q=zircon")).json().items.map((x: { id: string }) => x.id)).toEqual([created.id]);
    // A name written in hiragana is found in katakana too, and the other way round.
    const kana = (await t.request({ method: "POST", url: `/api/spaces/${spaceId}/materials`, token: owner.token, payload: { name: "しゅう酸りちうむ" } })).json().material;
    for (const q of ["シュウ酸リチウム", "しゅう酸リチ", "りちうむ"]) expect((await list(member.token, `?q=${encodeURIComponent(q)}`)).json().items.map((x: { id: string }) => x.id), q).toContain(kana.id);
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
    expect(ids.length).toBe(own + systemMaterialCount());
  });

  it("search sees writes made outside this server at once (the in-memory index follows materials_version)", async () => {
    const ids = async (q: string) => (await list(member.token, `?q=${encodeURIComponent(q)}`)).json().items.map((x: { id: string }) => x.id);
    expect(await ids("quokkanol")).toEqual([]); // the index of the space is now in memory
    const [direct] = await t.ctx.db.insert(materials).values({ spaceId, name: "クオッカノール", nameEn: "Quokkanol", searchText: "| クオッカノール | quokkanol |" }).returning();
    expect(await ids("quokkanol")).toEqual([direct.id]);
    await t.ctx.db.update(materials).set({ searchText: "| クオッカノール | wallabinol |" }).where(eq(materials.id, direct.id));
    expect(await ids("quokkanol")).toEqual([]);
    expect(await ids("wallabinol")).toEqual([direct.id]);
    // A change to the shipped list reaches every space's index.
    const [shipped] = await t.ctx.db.insert(materials).values({ spaceId: null, name: "ワラビー酸", searchText: "| ワラビー酸 | wallabic acid |" }).returning();
    expect(await ids("wallab")).toEqual([direct.id, shipped.id]); // own before shipped
    await t.ctx.db.delete(materials).where(eq(materials.id, shipped.id));
    await t.ctx.db.delete(materials).where(eq(materials.id, direct.id));
    expect(await ids("wallab")).toEqual([]);
  });

  it("pages through search results by rank, own before shipped, then name, without gaps", async () => {
    for (const name of ["Acetone wash", "Acetonitrile mix", "アセトン 希釈"]) {
      await t.request({ method: "POST", url: `/api/spaces/${spaceId}/materials`, token: owner.token, payload: { name, synonyms: name === "アセトン 希釈" ? ["acetone"] : [] } });
    }
    const all = (await list(member.token, "?q=acetone&limit=100&lang=en")).json().items as { id: string; system: boolean; nameEn: string | null; name: string }[];
    expect(all.length).toBeGreaterThanOrEqual(3);
    // The whole word (the shipped acetone and the synonym) first, own before shipped.
    expect(all[0].name).toBe("アセトン 希釈");
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(member.token, `?q=acetone&lang=en&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      paged.push(...res.json().items.map((m: { id: string }) => m.id));
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(paged).toEqual(all.map((m) => m.id));
  });

  it("answers 404 for ids that are not uuids and rejects bad cursors", async () => {
    expect((await t.request({ method: "GET", url: `/api/materials/nope`, token: member.token })).statusCode).toBe(404);
    expect((await list(member.token, "?cursor=zzz")).statusCode).toBe(400);
    expect((await list(member.token, "?limit=1000")).statusCode).toBe(400);
  });
});
