import { beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import type { TestUser } from "../test/testApp";
import { buildSpaceCast, setUpTestApp } from "../test/factories";
import { materials } from "../materials/schema";
import { inventoryContainers, inventoryLocations } from "./schema";

const t = setUpTestApp();
let owner: TestUser, member: TestUser, outsider: TestUser;
let spaceId: string;
let otherSpaceId: string;
let materialId: string;
let foreignMaterialId: string;

beforeAll(async () => {
  ({ owner, member, outsider, spaceId, otherSpaceId } = await buildSpaceCast(t));
  [{ id: materialId }] = await t.ctx.db.insert(materials).values({ spaceId, name: "トルエン", nameEn: "Toluene", concentration: "99.5%" }).returning();
  [{ id: foreignMaterialId }] = await t.ctx.db.insert(materials).values({ spaceId: otherSpaceId, name: "Secret" }).returning();
}, 180_000);

const req = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: unknown) =>
  t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });

async function location(token: string, name: string, kind: string, parentId?: string) {
  const res = await req("POST", `/api/spaces/${spaceId}/inventory/locations`, token, { name, kind, parentId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().location as { id: string; path: string[]; depth: number };
}

const containerCount = async () => (await t.ctx.db.select({ n: count() }).from(inventoryContainers))[0].n;

describe("locations", () => {
  it("nest to any depth and list as a tree with paths", async () => {
    const b = await location(member.token, "Building A", "building");
    const room = await location(member.token, "Room 101", "room", b.id);
    const cab = await location(member.token, "Cabinet 2", "cabinet", room.id);
    const shelf = await location(owner.token, "Shelf 3", "shelf", cab.id);
    expect(shelf).toMatchObject({ path: ["Building A", "Room 101", "Cabinet 2", "Shelf 3"], depth: 3 });
    const list = await req("GET", `/api/spaces/${spaceId}/inventory/locations`, member.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((l: { name: string }) => l.name)).toEqual(["Building A", "Room 101", "Cabinet 2", "Shelf 3"]);
    expect(list.json().abilities).toEqual({ "inventory.write": true });
  });

  it("refuse an unknown parent, a cycle and an empty name, changing nothing", async () => {
    const before = (await t.ctx.db.select({ n: count() }).from(inventoryLocations))[0].n;
    const [top] = (await req("GET", `/api/spaces/${spaceId}/inventory/locations`, member.token)).json().items;
    const bad = await req("POST", `/api/spaces/${spaceId}/inventory/locations`, member.token, { name: "", kind: "room", parentId: "6f1c2a7e-0000-4000-8000-000000000000" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ name: "validation.required" });
    const unknown = await req("POST", `/api/spaces/${spaceId}/inventory/locations`, member.token, { name: "X", parentId: "6f1c2a7e-0000-4000-8000-000000000000" });
    expect(unknown.json().error.fields).toEqual({ parentId: "validation.unknownLocation" });
    const items = (await req("GET", `/api/spaces/${spaceId}/inventory/locations`, member.token)).json().items;
    const cycle = await req("PUT", `/api/inventory/locations/${top.id}`, member.token, { parentId: items[3].id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().error.fields).toEqual({ parentId: "validation.locationCycle" });
    expect((await t.ctx.db.select({ n: count() }).from(inventoryLocations))[0].n).toBe(before);
  });

  it("are renamed; one with children cannot be deleted, an empty leaf can", async () => {
    const items = (await req("GET", `/api/spaces/${spaceId}/inventory/locations`, member.token)).json().items;
    const renamed = await req("PUT", `/api/inventory/locations/${items[0].id}`, member.token, { name: "Building B" });
    expect(renamed.json().location.path).toEqual(["Building B"]);
    // A rename that leaves the kind out keeps it (the create's default "other" is not applied).
    expect(items[0].kind).not.toBe("other");
    expect(renamed.json().location.kind).toBe(items[0].kind);
    expect((await req("PUT", `/api/inventory/locations/${items[0].id}`, member.token, {})).statusCode).toBe(400);
    expect((await req("DELETE", `/api/inventory/locations/${items[0].id}`, member.token)).statusCode).toBe(409);
    const leaf = await location(member.token, "Temporary", "other");
    expect((await req("DELETE", `/api/inventory/locations/${leaf.id}`, member.token)).statusCode).toBe(200);
  });
});

describe("containers", () => {
  let shelfId: string;
  let roomId: string;
  beforeAll(async () => {
    const items = (await req("GET", `/api/spaces/${spaceId}/inventory/locations`, member.token)).json().items;
    roomId = items[1].id;
    shelfId = items[3].id;
  });
  const body = () => ({ materialId, amount: 500, unit: "mL", lot: "LOT-9", receivedOn: "2026-01-10", expiresOn: "2027-01-10", locationId: shelfId });

  it("are created with every field, a generated code and a history; the material's strength shows", async () => {
    const res = await req("POST", `/api/spaces/${spaceId}/inventory/containers`, member.token, { ...body(), openedOn: "2026-02-01", ownerId: owner.id, note: "dry" });
    expect(res.statusCode, res.body).toBe(201);
    const { container, history } = res.json();
    expect(container).toMatchObject({
      amount: 500,
      unit: "mL",
      lot: "LOT-9",
      status: "in_use",
      receivedOn: "2026-01-10",
      openedOn: "2026-02-01",
      expiresOn: "2027-01-10",
      owner: { id: owner.id },
      location: { id: shelfId, path: ["Building B", "Room 101", "Cabinet 2", "Shelf 3"] },
      material: { id: materialId, nameEn: "Toluene", strength: { concentration: "99.5%" } },
    });
    expect(container.code).toMatch(/^C-[0-9A-Z]{8}$/);
    expect(history).toMatchObject([{ kind: "created", delta: 500, by: { id: member.id } }]);
    // The code finds it (case and width do not matter); an unknown code is 404.
    const found = await req("GET", `/api/inventory/codes/${encodeURIComponent(container.code.toLowerCase())}`, member.token);
    expect(found.json()).toEqual({ id: container.id, spaceId });
    expect((await req("GET", `/api/inventory/codes/C-NOPE0000`, member.token)).statusCode).toBe(404);
    expect((await req("GET", `/api/inventory/codes/${container.code}`, outsider.token)).statusCode).toBe(404);
  });

  it("refuse a negative amount, expiry before receipt, unknown location, material or owner, changing nothing", async () => {
    const before = await containerCount();
    const cases: [object, Record<string, string>][] = [
      [{ amount: -1 }, { amount: "validation.notNegative" }],
      [{ expiresOn: "2025-12-31" }, { expiresOn: "validation.expiryBeforeReceipt" }],
      [{ openedOn: "2025-12-31" }, { openedOn: "validation.openedBeforeReceipt" }],
      [{ locationId: "6f1c2a7e-0000-4000-8000-000000000000" }, { locationId: "validation.unknownLocation" }],
      [{ materialId: foreignMaterialId }, { materialId: "validation.unknownMaterial" }],
      [{ ownerId: outsider.id }, { ownerId: "validation.unknownOwner" }],
      [{ receivedOn: "2026-02-30" }, { receivedOn: "validation.invalidDate" }],
      [{ unit: "bottles" }, { unit: "validation.invalidUnit" }],
    ];
    for (const [over, fields] of cases) {
      const res = await req("POST", `/api/spaces/${spaceId}/inventory/containers`, member.token, { ...body(), ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(over)).toEqual(fields);
    }
    expect(await containerCount()).toBe(before);
  });

  it("are edited with the date rule checked against the stored dates; each edit is in the history", async () => {
    const { container } = (await req("POST", `/api/spaces/${spaceId}/inventory/containers`, member.token, body())).json();
    const bad = await req("PUT", `/api/inventory/containers/${container.id}`, member.token, { expiresOn: "2025-01-01" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ expiresOn: "validation.expiryBeforeReceipt" });
    const neg = await req("PUT", `/api/inventory/containers/${container.id}`, member.token, { amount: -5 });
    expect(neg.json().error.fields).toEqual({ amount: "validation.notNegative" });
    const okRes = await req("PUT", `/api/inventory/containers/${container.id}`, owner.token, { amount: 120, status: "in_use", locationId: roomId });
    expect(okRes.statusCode).toBe(200);
    expect(okRes.json().container).toMatchObject({ amount: 120, location: { path: ["Building B", "Room 101"] } });
    expect(okRes.json().history[0]).toMatchObject({ kind: "updated", delta: -380, amountAfter: 120, by: { id: owner.id } });
    const [stored] = await t.ctx.db.select().from(inventoryContainers).where(eq(inventoryContainers.id, container.id));
    expect(stored.expiresOn).toBe("2027-01-10");
  });

  it("filter by location (with everything below it), material, owner, expiry and status", async () => {
    const mk = (over: object) => req("POST", `/api/spaces/${spaceId}/inventory/containers`, member.token, { ...body(), ...over });
    const today = new Date();
    const inDays = (n: number) => new Date(today.getTime() + n * 86400_000).toISOString().slice(0, 10);
    const soon = (await mk({ receivedOn: inDays(-100), expiresOn: inDays(10), lot: "SOON" })).json().container;
    const expired = (await mk({ receivedOn: inDays(-100), expiresOn: inDays(-1), lot: "OLD" })).json().container;
    await mk({ receivedOn: inDays(-100), expiresOn: inDays(60), lot: "LATER", status: "disposed" });
    const list = async (q: string) => {
      const res = await req("GET", `/api/spaces/${spaceId}/inventory/containers?${q}`, member.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items as { id: string; lot: string }[];
    };
    expect((await list("expiresWithinDays=30")).map((c) => c.lot)).toEqual(["OLD", "SOON"]);
    expect((await list(`expiresWithinDays=30&locationId=${roomId}`)).map((c) => c.id)).toEqual([expired.id, soon.id]);
    expect((await list(`ownerId=${owner.id}`)).length).toBe(1);
    expect((await list(`materialId=${materialId}`)).length).toBe(4);
    expect((await list(`materialId=${materialId}&status=all`)).length).toBe(5);
    expect((await list(`status=disposed`)).map((c) => c.lot)).toEqual(["LATER"]);
    expect((await list(`q=soo`)).map((c) => c.id)).toEqual([soon.id]);
    const unknown = await req("GET", `/api/spaces/${spaceId}/inventory/containers?locationId=6f1c2a7e-0000-4000-8000-000000000000`, member.token);
    expect(unknown.json().error.fields).toEqual({ locationId: "validation.unknownLocation" });
    // Paging: every container once.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await req("GET", `/api/spaces/${spaceId}/inventory/containers?limit=2&status=all${cursor ? `&cursor=${cursor}` : ""}`, member.token);
      seen.push(...res.json().items.map((c: { id: string }) => c.id));
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(5);
    expect(seen.length).toBe(5);
    const garbage = await req("GET", `/api/spaces/${spaceId}/inventory/containers?cursor=garbage`, member.token);
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.fields).toEqual({ cursor: "validation.invalid" });
  });
});

describe("expiring within N days", () => {
  // In Tokyo at 08:30 on 11 March it is still 10 March in UTC, the database's day: the person's
  // calendar day, sent by the client, decides what "within 30 days" holds (list and CSV export).
  it("counts from the caller's calendar day, not the database server's", async () => {
    const [{ id: matId }] = await t.ctx.db.insert(materials).values({ spaceId, name: "Day-count reagent" }).returning();
    const made = await req("POST", `/api/spaces/${spaceId}/inventory/containers`, member.token, { materialId: matId, amount: 1, unit: "g", expiresOn: "2031-04-10", lot: "TZDAY" });
    expect(made.statusCode, made.body).toBe(201);
    const listed = async (today: string) => {
      const res = await req("GET", `/api/spaces/${spaceId}/inventory/containers?materialId=${matId}&expiresWithinDays=30&today=${today}`, member.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items.map((c: { lot: string }) => c.lot);
    };
    expect(await listed("2031-03-11")).toEqual(["TZDAY"]);
    expect(await listed("2031-03-10")).toEqual([]);
    const csv = await req("GET", `/api/spaces/${spaceId}/containers.csv?materialId=${matId}&expiresWithinDays=30&today=2031-03-11`, member.token);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain("2031-04-10");
    // A day that does not exist is refused, not read as the server's day.
    const bad = await req("GET", `/api/spaces/${spaceId}/inventory/containers?expiresWithinDays=30&today=2031-02-30`, member.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ today: "validation.invalidDate" });
  });
});

describe("location paths in the container list (read from a tree kept in memory)", () => {
  it("follow a rename, a move and a change made by another process, at once", async () => {
    const building = await location(member.token, "Annex", "building");
    const room = await location(member.token, "Cold room", "room", building.id);
    const made = await req("POST", `/api/spaces/${spaceId}/inventory/containers`, member.token, { materialId, amount: 1, unit: "L", locationId: room.id, lot: "PATHS" });
    expect(made.statusCode, made.body).toBe(201);
    const pathOf = async () => {
      const res = await req("GET", `/api/spaces/${spaceId}/inventory/containers?q=PATHS`, member.token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as { location: { path: string[] } | null }[])[0].location?.path;
    };
    expect(await pathOf()).toEqual(["Annex", "Cold room"]);
    await req("PUT", `/api/inventory/locations/${building.id}`, member.token, { name: "Annex B" });
    expect(await pathOf()).toEqual(["Annex B", "Cold room"]);
    const other = await location(member.token, "Main", "building");
    await req("PUT", `/api/inventory/locations/${room.id}`, member.token, { parentId: other.id });
    expect(await pathOf()).toEqual(["Main", "Cold room"]);
    // Not through this server (a script, a second server): the trigger still moves the version.
    await t.ctx.db.update(inventoryLocations).set({ name: "Freezer room" }).where(eq(inventoryLocations.id, room.id));
    expect(await pathOf()).toEqual(["Main", "Freezer room"]);
    // The location filter reads the same tree: the room is now below Main, not the Annex.
    const under = async (id: string) => (await req("GET", `/api/spaces/${spaceId}/inventory/containers?q=PATHS&locationId=${id}`, member.token)).json().items.length;
    expect(await under(other.id)).toBe(1);
    expect(await under(building.id)).toBe(0);
  });
});

describe("role matrix: every inventory endpoint", () => {
  // Materials rules: space members (owner or member) read and write; anyone outside the space gets 404.
  it("answers outsiders 404 and members as owners", async () => {
    const [loc] = (await req("GET", `/api/spaces/${spaceId}/inventory/locations`, owner.token)).json().items;
    const { container } = (await req("POST", `/api/spaces/${spaceId}/inventory/containers`, owner.token, { materialId, amount: 1, unit: "g" })).json();
    const leaf = await location(owner.token, "Leaf", "shelf", loc.id);
    const calls: [string, "GET" | "POST" | "PUT" | "DELETE", string, unknown?][] = [
      ["list locations", "GET", `/api/spaces/${spaceId}/inventory/locations`],
      ["create location", "POST", `/api/spaces/${spaceId}/inventory/locations`, { name: "Z", kind: "room" }],
      ["rename location", "PUT", `/api/inventory/locations/${leaf.id}`, { name: "Leaf 2" }],
      ["list containers", "GET", `/api/spaces/${spaceId}/inventory/containers`],
      ["create container", "POST", `/api/spaces/${spaceId}/inventory/containers`, { materialId, amount: 2, unit: "g" }],
      ["read container", "GET", `/api/inventory/containers/${container.id}`],
      ["edit container", "PUT", `/api/inventory/containers/${container.id}`, { amount: 0.5 }],
      ["find by code", "GET", `/api/inventory/codes/${container.code}`],
    ];
    for (const [name, method, url, payload] of calls) {
      expect((await req(method, url, outsider.token, payload)).statusCode, `outsider: ${name}`).toBe(404);
      expect((await req(method, url, member.token, payload)).statusCode, `member: ${name}`).toBeLessThan(300);
      expect((await req(method, url, owner.token, payload)).statusCode, `owner: ${name}`).toBeLessThan(300);
    }
    expect((await req("DELETE", `/api/inventory/containers/${container.id}`, outsider.token)).statusCode).toBe(404);
    expect((await req("DELETE", `/api/inventory/locations/${leaf.id}`, outsider.token)).statusCode).toBe(404);
    expect((await req("DELETE", `/api/inventory/containers/${container.id}`, member.token)).statusCode).toBe(200);
    expect((await req("DELETE", `/api/inventory/locations/${leaf.id}`, member.token)).statusCode).toBe(200);
    expect((await req("GET", `/api/spaces/${spaceId}/inventory/containers`, "")).statusCode).toBe(401);
  });
});
