import { describe, expect, it } from "vitest";
import type { NoteRecords } from "@eln/shared/records";
import { setUpCollabTestApp } from "../test/collabClient";
import { buildMaterial, tagNote } from "../test/factories";

/*
 * What a locked note holds stays as it was locked, whatever path writes: each test here failed
 * before its fix.
 */
const { t, r } = setUpCollabTestApp();

const newNote = async (title: string) => {
  const res = await t.request({ method: "POST", url: `/api/projects/${r.project.id}/notes`, token: r.owner.token, payload: { title } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
};
const records = async (noteId: string) => {
  const res = await t.request({ method: "GET", url: `/api/notes/${noteId}/records`, token: r.owner.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NoteRecords;
};
const ok = async (p: ReturnType<typeof t.request>) => {
  const res = await p;
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};
const lock = (noteId: string) => ok(t.request({ method: "POST", url: `/api/notes/${noteId}/lock`, token: r.owner.token }));
const addLine = (noteId: string, materialId: string, quantity = 2) =>
  ok(t.request({ method: "POST", url: `/api/notes/${noteId}/materials`, token: r.editor.token, payload: { materialId, quantity, unit: "g" } }));
describe("writes on a note racing its lock", () => {
  it("a material quantity written around the lock lands before it or is refused (423): the record right after the lock is the record later", async () => {
    for (let round = 0; round < 8; round++) {
      const note = await newNote(`Quantity race ${round}`);
      // Two lines: writers of different lines of one note still meet on the note's row.
      const lines = [await buildMaterial(t, r.space.id, r.owner, `Weighed reagent ${round}`), await buildMaterial(t, r.space.id, r.owner, `Second reagent ${round}`)];
      for (const m of lines) await addLine(note.id, m.id, 1);
      const writes = Array.from({ length: 24 }, (_, i) =>
        t.request({ method: "PUT", url: `/api/notes/${note.id}/materials/${lines[i % 2].id}`, token: r.editor.token, payload: { quantity: i + 2, unit: "g" } }),
      );
      await lock(note.id);
      const atLock = (await records(note.id)).currentHash;
      const answers = await Promise.all(writes);
      // Every write either landed or was refused as locked: writers of one note never deadlock.
      for (const a of answers) expect([200, 423], a.body).toContain(a.statusCode);
      expect((await records(note.id)).currentHash, `round ${round}`).toBe(atLock);
    }
  }, 120_000);

  it("a note's tags set around the lock are set before it or refused (423): the tags right after the lock are the tags later", async () => {
    for (let round = 0; round < 8; round++) {
      const note = await newNote(`Tag race ${round}`);
      const a = await tagNote(t, r.project.id, note.id, `race ${round} a`);
      const b = await tagNote(t, r.project.id, note.id, `race ${round} b`);
      const sets = [[a.id], [b.id], [], [a.id, b.id]];
      const tagsOf = async () =>
        ((await t.request({ method: "GET", url: `/api/notes/${note.id}`, token: r.owner.token })).json() as { tags: { id: string }[] }).tags.map((x) => x.id).sort();
      const writes = Array.from({ length: 24 }, (_, i) =>
        t.request({ method: "PUT", url: `/api/notes/${note.id}/tags`, token: r.editor.token, payload: { tagIds: sets[i % sets.length] } }),
      );
      await lock(note.id);
      const atLock = await tagsOf();
      const answers = await Promise.all(writes);
      for (const x of answers) expect([200, 423], x.body).toContain(x.statusCode);
      expect(await tagsOf(), `round ${round}`).toEqual(atLock);
    }
  }, 120_000);
});
