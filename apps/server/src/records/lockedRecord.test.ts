import { describe, expect, it } from "vitest";
import type { NoteRecords } from "@eln/shared/records";
import { setUpCollabTestApp } from "../test/collabClient";
import { buildMaterial, tagNote } from "../test/factories";
import { loadNoteAccess } from "../notes";
import { moveNoteToTrash } from "../trash";

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
const unlock = (noteId: string) => ok(t.request({ method: "POST", url: `/api/notes/${noteId}/unlock`, token: r.owner.token, payload: { reason: "Correct it" } }));
/** A new note with a line of a new space material, signed by the editor and locked by the owner. */
async function signedLockedNoteUsing(title: string, materialName: string) {
  const note = await newNote(title);
  const material = await buildMaterial(t, r.space.id, r.owner, materialName);
  await addLine(note.id, material.id);
  await ok(t.request({ method: "POST", url: `/api/notes/${note.id}/signatures`, token: r.editor.token, payload: { meaning: "authored", password: r.editor.password } }));
  await lock(note.id);
  return { note, material };
}
/**
 * Locks the note while `writes` are under way: each lands before the lock (200) or is refused (423),
 * and the record right after the lock is the record once they are all answered.
 */
async function expectLockedRecordKept(noteId: string, writes: ReturnType<typeof t.request>[], round: number) {
  await lock(noteId);
  const atLock = (await records(noteId)).currentHash;
  for (const a of await Promise.all(writes)) expect([200, 423], a.body).toContain(a.statusCode);
  expect((await records(noteId)).currentHash, `round ${round}`).toBe(atLock);
}
const errorOf = (res: { statusCode: number; json(): { error: { code: string } } }) => [res.statusCode, res.json().error.code];

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
      // Every write either landed or was refused as locked: writers of one note never deadlock.
      await expectLockedRecordKept(note.id, writes, round);
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

describe("a material used on a locked note", () => {
  it("cannot be renamed or deleted, by an editor or an owner; what the record does not hold can change", async () => {
    const { note, material } = await signedLockedNoteUsing("Locked with a reagent", "Reagent on a locked note");
    const hash = (await records(note.id)).currentHash;
    for (const u of [r.editor, r.owner]) {
      const rename = await t.request({ method: "PUT", url: `/api/materials/${material.id}`, token: u.token, payload: { name: "Renamed" } });
      expect(errorOf(rename)).toEqual([423, "material_on_locked_note"]);
      // Its English name too: the locked note, read in English, showed the new one.
      const renameEn = await t.request({ method: "PUT", url: `/api/materials/${material.id}`, token: u.token, payload: { name: material.name, nameEn: "Renamed in English" } });
      expect(errorOf(renameEn)).toEqual([423, "material_on_locked_note"]);
      const del = await t.request({ method: "DELETE", url: `/api/materials/${material.id}`, token: u.token });
      expect(errorOf(del)).toEqual([423, "material_on_locked_note"]);
    }
    const rec = await records(note.id);
    expect(rec.currentHash).toBe(hash);
    expect(rec.signatures[0].changedSince).toBe(false);

    // Its name unchanged with other fields (outside the record) is no change of the record.
    const shelf = await t.request({ method: "PUT", url: `/api/materials/${material.id}`, token: r.editor.token, payload: { name: material.name, location: "Shelf 2" } });
    expect(shelf.statusCode, shelf.body).toBe(200);
    expect((await records(note.id)).currentHash).toBe(hash);

    // Unlocked, the rename is a change again (and marks the signature).
    await unlock(note.id);
    const renamed = await t.request({ method: "PUT", url: `/api/materials/${material.id}`, token: r.editor.token, payload: { name: "Renamed" } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await records(note.id)).signatures[0].changedSince).toBe(true);
  }, 60_000);

  it("on no locked note is deleted as before: refused while any note uses it (409), gone once none does", async () => {
    const note = await newNote("Unlocked with a reagent");
    const material = await buildMaterial(t, r.space.id, r.owner, "Reagent on an open note");
    await addLine(note.id, material.id);
    const del = await t.request({ method: "DELETE", url: `/api/materials/${material.id}`, token: r.editor.token });
    expect(errorOf(del)).toEqual([409, "conflict"]);
    await ok(t.request({ method: "DELETE", url: `/api/notes/${note.id}/materials/${material.id}`, token: r.editor.token }));
    await ok(t.request({ method: "DELETE", url: `/api/materials/${material.id}`, token: r.editor.token }));
  });

  it("a rename racing the lock either lands before it or is refused", async () => {
    for (let round = 0; round < 6; round++) {
      const note = await newNote(`Rename race ${round}`);
      const material = await buildMaterial(t, r.space.id, r.owner, `Raced reagent ${round}`);
      await addLine(note.id, material.id);
      const renames = Array.from({ length: 10 }, (_, i) =>
        t.request({ method: "PUT", url: `/api/materials/${material.id}`, token: r.editor.token, payload: { name: `Raced reagent ${round}.${i}` } }),
      );
      await expectLockedRecordKept(note.id, renames, round);
    }
  }, 120_000);
});

describe("a tag on a locked note", () => {
  it("cannot be deleted while a locked note carries it; renaming it stays allowed", async () => {
    const note = await newNote("Locked and tagged");
    const tag = await tagNote(t, r.project.id, note.id, "kept on the record");
    await lock(note.id);
    const del = await t.request({ method: "DELETE", url: `/api/projects/${r.project.id}/tags/${tag.id}`, token: r.owner.token });
    expect(errorOf(del)).toEqual([423, "tag_on_locked_note"]);
    const detail = (await t.request({ method: "GET", url: `/api/notes/${note.id}`, token: r.owner.token })).json() as { tags: { id: string }[] };
    expect(detail.tags.map((x) => x.id)).toEqual([tag.id]);
    // Tags are outside the signed hash: a new name is allowed (versions keep the old one).
    const rename = await t.request({ method: "PATCH", url: `/api/projects/${r.project.id}/tags/${tag.id}`, token: r.owner.token, payload: { title: "renamed on a locked note" } });
    expect(rename.statusCode, rename.body).toBe(200);
    await unlock(note.id);
    await ok(t.request({ method: "DELETE", url: `/api/projects/${r.project.id}/tags/${tag.id}`, token: r.owner.token }));
  });
});

// The lists said the caller could write while the note was locked (the web app stayed read-only on its own).
describe.each([
  ["files", "attachments", "attachment.write"],
  ["material lines", "materials", "noteMaterial.write"],
])("the %s of a locked note", (_what, path, ability) => {
  it("are listed without the write ability, as the note's detail says", async () => {
    const note = await newNote(`Locked ${path}`);
    const abilities = async () =>
      ((await t.request({ method: "GET", url: `/api/notes/${note.id}/${path}`, token: r.editor.token })).json() as { abilities: Record<string, boolean> }).abilities;
    expect((await abilities())[ability]).toBe(true);
    await lock(note.id);
    expect((await abilities())[ability]).toBe(false);
  });
});

describe("deleting a note authorized before its lock", () => {
  // The route authorizes, then moves the note to the trash in its own transaction: a lock between the two was not seen.
  it("is refused once the lock has landed (423)", async () => {
    const note = await newNote("Locked while deleting");
    const stale = await loadNoteAccess(t.ctx.db, note.id, r.owner.id);
    await lock(note.id);
    await expect(t.ctx.db.transaction((tx) => moveNoteToTrash(tx, stale!, r.owner.id))).rejects.toMatchObject({ code: "note_locked" });
    expect((await t.request({ method: "GET", url: `/api/notes/${note.id}`, token: r.owner.token })).statusCode).toBe(200);
  });
});
