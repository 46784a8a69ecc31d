import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp, type TestUser } from "../test/testApp";
import { notes } from "../notes/schema";
import { buildNote, buildWorld, signUpCast } from "../test/factories";
import { onNoteMaterialsChanged } from "./noteMaterialsEvents";
import { copyNoteMaterials, loadNoteMaterialsSnapshot, restoreNoteMaterials } from "./noteMaterialsSnapshot";

let t: TestApp;
let spaceOwner: TestUser, projectOwner: TestUser, editor: TestUser, viewer: TestUser, spaceMember: TestUser, outsider: TestUser;
let spaceId: string;
let noteId: string;
let ethanolId: string;
let naclId: string;
let foreignMaterialId: string;
const changedNotes: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const cast = await signUpCast(t);
  ({ spaceOwner, projectOwner, editor, viewer, spaceMember, outsider } = cast);
  const world = await buildWorld(t, cast);
  spaceId = world.spaceId;
  noteId = (await buildNote(t, world.projectId, null)).id;
  const find = async (q: string) =>
    (await t.request({ method: "GET", url: `/api/spaces/${spaceId}/materials?q=${q}`, token: editor.token })).json().items[0].id as string;
  ethanolId = await find("64-17-5");
  naclId = await find("7647-14-5");
  foreignMaterialId = (
    await t.request({ method: "POST", url: `/api/spaces/${world.otherSpaceId}/materials`, token: outsider.token, payload: { name: "Secret" } })
  ).json().material.id;
  onNoteMaterialsChanged.push(async (_db, id) => {
    changedNotes.push(id);
  });
}, 90_000);
afterAll(() => t?.close());

const add = (token: string, payload: Record<string, unknown>, id = noteId) => t.request({ method: "POST", url: `/api/notes/${id}/materials`, token, payload });

describe("note material lines", () => {
  it("an editor adds a line and sees mass, amount and volume", async () => {
    const [before] = await t.ctx.db.select({ u: notes.updatedAt }).from(notes).where(eq(notes.id, noteId));
    const res = await add(editor.token, { materialId: ethanolId, quantity: 5, unit: "mL" });
    expect(res.statusCode).toBe(201);
    const line = res.json().lines[0];
    expect(line).toMatchObject({ materialId: ethanolId, quantity: 5, unit: "mL", isLimiting: false, material: { nameEn: "Ethanol" } });
    expect(line.conversion.ok).toBe(true);
    expect(line.conversion.massG).toBeCloseTo(3.945, 6);
    expect(line.conversion.amountMol * 1000).toBeCloseTo(85.63, 1);
    expect(line.conversion.volumeMl).toBe(5);
    expect(res.json().abilities["noteMaterial.write"]).toBe(true);
    const [after] = await t.ctx.db.select({ u: notes.updatedAt, by: notes.updatedBy }).from(notes).where(eq(notes.id, noteId));
    expect(after.u.getTime()).toBeGreaterThan(before.u.getTime());
    expect(after.by).toBe(editor.id);
    expect(changedNotes).toContain(noteId);
  });

  it("refuses the same material twice (material_duplicate) and keeps one line", async () => {
    const res = await add(projectOwner.token, { materialId: ethanolId, quantity: 1, unit: "g" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("material_duplicate");
    const lines = (await t.request({ method: "GET", url: `/api/notes/${noteId}/materials`, token: viewer.token })).json().lines;
    expect(lines).toHaveLength(1);
    expect(lines[0].quantity).toBe(5);
  });

  it("changes quantity and unit; pcs cannot convert", async () => {
    const res = await t.request({ method: "PUT", url: `/api/notes/${noteId}/materials/${ethanolId}`, token: editor.token, payload: { quantity: 2, unit: "pcs" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().lines[0]).toMatchObject({ quantity: 2, unit: "pcs", conversion: { ok: false, code: "unit_not_convertible", unit: "pcs" } });
    const back = await t.request({ method: "PUT", url: `/api/notes/${noteId}/materials/${ethanolId}`, token: editor.token, payload: { quantity: 0.1, unit: "mol" } });
    expect(back.json().lines[0]).toMatchObject({ quantity: 0.1, unit: "mol" });
    expect(back.json().lines[0].conversion.massG).toBeCloseTo(4.6069, 6);
  });

  it("shows equivalents relative to the chosen limiting reagent", async () => {
    await add(editor.token, { materialId: naclId, quantity: 11.688, unit: "g" }); // 0.2 mol × 58.44 g/mol
    const res = await t.request({ method: "PUT", url: `/api/notes/${noteId}/materials/limiting`, token: editor.token, payload: { materialId: ethanolId } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.limitingMaterialId).toBe(ethanolId);
    const [eth, nacl] = body.lines;
    expect(eth.equivalents).toBe(1);
    expect(nacl.equivalents).toBeCloseTo(2, 4);
    // NaCl has no density: no volume, with what is missing.
    expect(nacl.conversion).toMatchObject({ volumeMl: null, missing: { volumeMl: ["density"] } });
    const cleared = await t.request({ method: "PUT", url: `/api/notes/${noteId}/materials/limiting`, token: editor.token, payload: { materialId: null } });
    expect(cleared.json().limitingMaterialId).toBeNull();
    expect(cleared.json().lines.every((l: { equivalents: unknown }) => l.equivalents === null)).toBe(true);
    await t.request({ method: "PUT", url: `/api/notes/${noteId}/materials/limiting`, token: editor.token, payload: { materialId: ethanolId } });
  });

  it("viewers read but may not change (403); outsiders and space members outside the project get 404", async () => {
    expect((await t.request({ method: "GET", url: `/api/notes/${noteId}/materials`, token: viewer.token })).json().abilities["noteMaterial.write"]).toBe(false);
    const writes = (token: string) => [
      add(token, { materialId: naclId, quantity: 1, unit: "g" }),
      t.request({ method: "PUT", url: `/api/notes/${noteId}/materials/${naclId}`, token, payload: { quantity: 1, unit: "g" } }),
      t.request({ method: "DELETE", url: `/api/notes/${noteId}/materials/${naclId}`, token }),
      t.request({ method: "PUT", url: `/api/notes/${noteId}/materials/limiting`, token, payload: { materialId: null } }),
    ];
    for (const res of await Promise.all(writes(viewer.token))) expect(res.statusCode).toBe(403);
    for (const u of [outsider, spaceMember]) {
      for (const res of await Promise.all(writes(u.token))) expect(res.statusCode).toBe(404);
      expect((await t.request({ method: "GET", url: `/api/notes/${noteId}/materials`, token: u.token })).statusCode).toBe(404);
    }
    // The space owner sees every project.
    expect((await t.request({ method: "GET", url: `/api/notes/${noteId}/materials`, token: spaceOwner.token })).statusCode).toBe(200);
    expect((await t.request({ method: "GET", url: `/api/notes/${noteId}/materials`, token: spaceOwner.token })).json().lines).toHaveLength(2);
  });

  it("refuses another space's material, unknown units and bad quantities without change", async () => {
    expect((await add(editor.token, { materialId: foreignMaterialId, quantity: 1, unit: "g" })).statusCode).toBe(404);
    const bad = await add(editor.token, { materialId: naclId, quantity: -1, unit: "bucket" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ quantity: "validation.positive", unit: "validation.invalidUnit" });
    expect((await t.request({ method: "PUT", url: `/api/notes/${noteId}/materials/${foreignMaterialId}`, token: editor.token, payload: { quantity: 1, unit: "g" } })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: `/api/notes/${noteId}/materials`, token: editor.token })).json().lines).toHaveLength(2);
  });

  it("a material on a note cannot be deleted from the register", async () => {
    const mine = (await t.request({ method: "POST", url: `/api/spaces/${spaceId}/materials`, token: editor.token, payload: { name: "Mine" } })).json().material;
    await add(editor.token, { materialId: mine.id, quantity: 3, unit: "pcs" });
    const del = await t.request({ method: "DELETE", url: `/api/materials/${mine.id}`, token: editor.token });
    expect(del.statusCode).toBe(409);
    expect((await t.request({ method: "DELETE", url: `/api/notes/${noteId}/materials/${mine.id}`, token: editor.token })).json().lines).toHaveLength(2);
    expect((await t.request({ method: "DELETE", url: `/api/materials/${mine.id}`, token: editor.token })).statusCode).toBe(200);
  });
});

describe("materials travel with the note", () => {
  it("snapshot, copy to a duplicate and restore", async () => {
    const db = t.ctx.db;
    const snapshot = await loadNoteMaterialsSnapshot(db, noteId);
    expect(snapshot.map((l) => [l.nameEn, l.quantity, l.unit, l.isLimiting])).toEqual([
      ["Ethanol", 0.1, "mol", true],
      ["Sodium chloride", 11.688, "g", false],
    ]);
    const [note] = await db.select().from(notes).where(eq(notes.id, noteId));
    const copy = await buildNote(t, note.projectId, null, "Copy");
    await copyNoteMaterials(db, noteId, copy.id);
    expect(await loadNoteMaterialsSnapshot(db, copy.id)).toEqual(snapshot);

    await t.request({ method: "DELETE", url: `/api/notes/${noteId}/materials/${naclId}`, token: editor.token });
    await t.request({ method: "PUT", url: `/api/notes/${noteId}/materials/${ethanolId}`, token: editor.token, payload: { quantity: 9, unit: "g" } });
    await db.transaction(async (tx) => restoreNoteMaterials(tx, noteId, snapshot));
    expect(await loadNoteMaterialsSnapshot(db, noteId)).toEqual(snapshot);
    // Old snapshots without the limiting flag restore too.
    await restoreNoteMaterials(db, copy.id, [{ ...snapshot[1], isLimiting: undefined }]);
    expect((await loadNoteMaterialsSnapshot(db, copy.id)).map((l) => l.nameEn)).toEqual(["Sodium chloride"]);
  });
});
