import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp, type TestUser } from "../test/testApp";
import { buildNoteWorld, buildSpace } from "../test/factories";
import { materials } from "../materials/schema";
import { inventoryContainers } from "./schema";

let t: TestApp;
let spaceOwner: TestUser, editor: TestUser, viewer: TestUser, spaceMember: TestUser, outsider: TestUser;
let spaceId: string;
let noteId: string;
let tolueneId: string;
let saltId: string;
let bottleA: string;
let bottleB: string;
let foreignBottle: string;

const req = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: unknown) =>
  t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
const amountOf = async (id: string) => Number((await t.ctx.db.select({ a: inventoryContainers.amount }).from(inventoryContainers).where(eq(inventoryContainers.id, id)))[0].a);
async function container(token: string, space: string, materialId: string, amount: number, unit: string) {
  const res = await req("POST", `/api/spaces/${space}/inventory/containers`, token, { materialId, amount, unit });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().container.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ owner: spaceOwner, editor, viewer, spaceMember, outsider, spaceId, noteId } = await buildNoteWorld(t));
  const db = t.ctx.db;
  // Toluene: 92.14 g/mol, 0.867 g/mL; the bottles are kept in mL.
  [{ id: tolueneId }] = await db.insert(materials).values({ spaceId, name: "トルエン", nameEn: "Toluene", molarMass: 92.14, density: 0.867 }).returning();
  [{ id: saltId }] = await db.insert(materials).values({ spaceId, name: "NaCl", molarMass: 58.44 }).returning();
  bottleA = await container(editor.token, spaceId, tolueneId, 500, "mL");
  bottleB = await container(editor.token, spaceId, tolueneId, 100, "mL");
  const other = await buildSpace(t, outsider, "Elsewhere");
  const [{ id: foreignToluene }] = await db.insert(materials).values({ spaceId: other.id, name: "Toluene" }).returning();
  foreignBottle = await container(outsider.token, other.id, foreignToluene, 1000, "mL");
}, 90_000);
afterAll(() => t?.close());

describe("note lines drawing from containers", () => {
  it("saving a line takes its amount (converted to the container's unit) and the history names who and which note", async () => {
    const res = await req("POST", `/api/notes/${noteId}/materials`, editor.token, { materialId: tolueneId, quantity: 8.67, unit: "g", containerId: bottleA });
    expect(res.statusCode, res.body).toBe(201);
    expect(await amountOf(bottleA)).toBeCloseTo(490, 6);
    expect(res.json().lines[0].container).toMatchObject({ id: bottleA, drawn: 10, amountLeft: 490, unit: "mL" });
    const page = (await req("GET", `/api/inventory/containers/${bottleA}`, spaceMember.token)).json();
    expect(page.history[0]).toMatchObject({ kind: "used", delta: -10, amountAfter: 490, by: { id: editor.id }, note: { id: noteId } });
  });

  it("editing the amount moves the difference; moving to another container gives back and takes", async () => {
    const more = await req("PUT", `/api/notes/${noteId}/materials/${tolueneId}`, editor.token, { quantity: 20, unit: "mL" });
    expect(more.statusCode, more.body).toBe(200);
    expect(await amountOf(bottleA)).toBeCloseTo(480, 6);
    const moved = await req("PUT", `/api/notes/${noteId}/materials/${tolueneId}`, editor.token, { quantity: 30, unit: "mL", containerId: bottleB });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await amountOf(bottleA)).toBeCloseTo(500, 6);
    expect(await amountOf(bottleB)).toBeCloseTo(70, 6);
    expect(moved.json().lines[0].container).toMatchObject({ id: bottleB, drawn: 30 });
  });

  it("refuses to go below zero, another space's or material's container and an unconvertible unit, changing nothing", async () => {
    const tooMuch = await req("PUT", `/api/notes/${noteId}/materials/${tolueneId}`, editor.token, { quantity: 101, unit: "mL" });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields).toEqual({ quantity: "validation.notEnoughInContainer" });
    const foreign = await req("PUT", `/api/notes/${noteId}/materials/${tolueneId}`, editor.token, { quantity: 1, unit: "mL", containerId: foreignBottle });
    expect(foreign.json().error.fields).toEqual({ containerId: "validation.unknownContainer" });
    const wrongMaterial = await req("POST", `/api/notes/${noteId}/materials`, editor.token, { materialId: saltId, quantity: 1, unit: "g", containerId: bottleA });
    expect(wrongMaterial.json().error.fields).toEqual({ containerId: "validation.unknownContainer" });
    const pieces = await req("PUT", `/api/notes/${noteId}/materials/${tolueneId}`, editor.token, { quantity: 2, unit: "pcs" });
    expect(pieces.json().error.fields).toEqual({ containerId: "validation.containerUnitMismatch" });
    expect(await amountOf(bottleB)).toBeCloseTo(70, 6);
    expect(await amountOf(foreignBottle)).toBe(1000);
    const lines = (await req("GET", `/api/notes/${noteId}/materials`, viewer.token)).json().lines;
    expect(lines.map((l: { materialId: string }) => l.materialId)).toEqual([tolueneId]);
    expect(lines[0]).toMatchObject({ quantity: 30, unit: "mL", container: { id: bottleB, drawn: 30 } });
  });

  it("viewers cannot draw (403), outsiders get 404, and stock stays", async () => {
    const v = await req("PUT", `/api/notes/${noteId}/materials/${tolueneId}`, viewer.token, { quantity: 1, unit: "mL", containerId: bottleA });
    expect(v.statusCode).toBe(403);
    const o = await req("PUT", `/api/notes/${noteId}/materials/${tolueneId}`, outsider.token, { quantity: 1, unit: "mL", containerId: foreignBottle });
    expect(o.statusCode).toBe(404);
    // A space member outside the project may not edit the note either.
    expect((await req("PUT", `/api/notes/${noteId}/materials/${tolueneId}`, spaceMember.token, { quantity: 1, unit: "mL" })).statusCode).toBe(404);
    expect(await amountOf(bottleA)).toBe(500);
    expect(await amountOf(bottleB)).toBeCloseTo(70, 6);
  });

  it("clearing the container or removing the line gives the amount back", async () => {
    const cleared = await req("PUT", `/api/notes/${noteId}/materials/${tolueneId}`, editor.token, { quantity: 30, unit: "mL", containerId: null });
    expect(cleared.json().lines[0].container).toBeNull();
    expect(await amountOf(bottleB)).toBeCloseTo(100, 6);
    await req("PUT", `/api/notes/${noteId}/materials/${tolueneId}`, spaceOwner.token, { quantity: 5, unit: "mL", containerId: bottleB });
    expect(await amountOf(bottleB)).toBeCloseTo(95, 6);
    const removed = await req("DELETE", `/api/notes/${noteId}/materials/${tolueneId}`, editor.token);
    expect(removed.statusCode).toBe(200);
    expect(await amountOf(bottleB)).toBeCloseTo(100, 6);
    const history = (await req("GET", `/api/inventory/containers/${bottleB}`, editor.token)).json().history;
    expect(history[0]).toMatchObject({ kind: "corrected", delta: 5, amountAfter: 100, note: { id: noteId } });
  });

  // Editing such a line was refused with "choose a container" (the disposed one counted as unknown).
  it("a line whose container was disposed keeps its record: its quantity edits, and nothing moves in the disposed container", async () => {
    const bottle = await container(editor.token, spaceId, tolueneId, 50, "mL");
    await req("POST", `/api/notes/${noteId}/materials`, editor.token, { materialId: tolueneId, quantity: 10, unit: "mL", containerId: bottle });
    expect(await amountOf(bottle)).toBeCloseTo(40, 6);
    const disposed = await req("PUT", `/api/inventory/containers/${bottle}`, editor.token, { status: "disposed" });
    expect(disposed.statusCode, disposed.body).toBe(200);
    const edited = await req("PUT", `/api/notes/${noteId}/materials/${tolueneId}`, editor.token, { quantity: 12, unit: "mL" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().lines[0]).toMatchObject({ quantity: 12, container: { id: bottle, drawn: 10 } });
    expect(await amountOf(bottle)).toBeCloseTo(40, 6);
    // Moved to a container on the shelf, it takes from that one and gives nothing back to the disposed one.
    const moved = await req("PUT", `/api/notes/${noteId}/materials/${tolueneId}`, editor.token, { quantity: 12, unit: "mL", containerId: bottleA });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await amountOf(bottleA)).toBeCloseTo(488, 6);
    expect(await amountOf(bottle)).toBeCloseTo(40, 6);
    await req("PUT", `/api/notes/${noteId}/materials/${tolueneId}`, editor.token, { quantity: 12, unit: "mL", containerId: null });
    expect(await amountOf(bottleA)).toBeCloseTo(500, 6);
    // Drawing from a disposed container anew is still refused.
    const again = await req("PUT", `/api/notes/${noteId}/materials/${tolueneId}`, editor.token, { quantity: 1, unit: "mL", containerId: bottle });
    expect(again.json().error.fields).toEqual({ containerId: "validation.unknownContainer" });
    await req("DELETE", `/api/notes/${noteId}/materials/${tolueneId}`, editor.token);
  });
});

describe("a container's unit or material changing under a note's draw", () => {
  const importCsv = (csv: string) =>
    t.request({ method: "POST", url: `/api/spaces/${spaceId}/containers/import`, token: editor.token, payload: Buffer.from(csv), headers: { "content-type": "text/csv" } });
  const codeOf = async (id: string) => (await t.ctx.db.select({ c: inventoryContainers.code }).from(inventoryContainers).where(eq(inventoryContainers.id, id)))[0].c;

  it("a bottle changed from mL to L gives back what the line took in L, not the same number of litres", async () => {
    const bottle = await container(editor.token, spaceId, tolueneId, 1000, "mL");
    await req("DELETE", `/api/notes/${noteId}/materials/${tolueneId}`, editor.token);
    expect((await req("POST", `/api/notes/${noteId}/materials`, editor.token, { materialId: tolueneId, quantity: 50, unit: "mL", containerId: bottle })).statusCode).toBe(201);
    expect(await amountOf(bottle)).toBeCloseTo(950, 6);
    expect((await req("PUT", `/api/inventory/containers/${bottle}`, editor.token, { amount: 0.95, unit: "L" })).statusCode).toBe(200);
    // Editing the line moves the difference in L: 60 mL is 0.01 L more.
    expect((await req("PUT", `/api/notes/${noteId}/materials/${tolueneId}`, editor.token, { quantity: 60, unit: "mL" })).statusCode).toBe(200);
    expect(await amountOf(bottle)).toBeCloseTo(0.94, 6);
    expect((await req("DELETE", `/api/notes/${noteId}/materials/${tolueneId}`, editor.token)).statusCode).toBe(200);
    expect(await amountOf(bottle)).toBeCloseTo(1, 6);
  });

  it("a CSV import changing the unit carries the draw along; one changing the material or to a unit the line cannot reach is refused", async () => {
    const bottle = await container(editor.token, spaceId, tolueneId, 100, "g");
    expect((await req("POST", `/api/notes/${noteId}/materials`, editor.token, { materialId: tolueneId, quantity: 10, unit: "g", containerId: bottle })).statusCode).toBe(201);
    const code = await codeOf(bottle);
    const toKg = await importCsv(`code,material,amount,unit\n${code},${tolueneId},0.09,kg\n`);
    expect(toKg.statusCode, toKg.body).toBe(200);
    const toSalt = await importCsv(`code,material,amount,unit\n${code},${saltId},0.09,kg\n`);
    expect(toSalt.statusCode).toBe(400);
    expect(toSalt.json().error.details.rows).toEqual([{ row: 2, column: "material", message: "validation.containerMaterialDrawn" }]);
    const toPieces = await importCsv(`code,material,amount,unit\n${code},${tolueneId},3,pcs\n`);
    expect(toPieces.json().error.details.rows).toEqual([{ row: 2, column: "unit", message: "validation.containerUnitDrawn" }]);
    // The form refuses the same, naming the field; nothing changed.
    const form = await req("PUT", `/api/inventory/containers/${bottle}`, editor.token, { materialId: saltId });
    expect(form.json().error.fields).toEqual({ materialId: "validation.containerMaterialDrawn" });
    expect(await amountOf(bottle)).toBeCloseTo(0.09, 6);
    expect((await req("DELETE", `/api/notes/${noteId}/materials/${tolueneId}`, editor.token)).statusCode).toBe(200);
    expect(await amountOf(bottle)).toBeCloseTo(0.1, 6);
  });
});
