import { sql } from "drizzle-orm";
import { describe, expect, it, onTestFinished } from "vitest";
import { until, writeParagraph, setUpCollabTestApp } from "../test/collabClient";

// A long store debounce: an edit stays acknowledged but not yet stored while the note is locked.
const { t, r, connect } = setUpCollabTestApp({ COLLAB_STORE_DEBOUNCE_MS: "1500" });

type NoteDetail = { updatedAt: string; updatedBy: { id: string; name: string } | null };
const newNote = async (title: string) =>
  (await t.request({ method: "POST", url: `/api/projects/${r.project.id}/notes`, token: r.owner.token, payload: { title } })).json() as { id: string };
const lastEdit = async (noteId: string) => {
  const res = await t.request({ method: "GET", url: `/api/notes/${noteId}`, token: r.owner.token });
  expect(res.statusCode, res.body).toBe(200);
  const n = res.json() as NoteDetail;
  return { at: n.updatedAt, by: n.updatedBy?.id ?? null };
};
const stored = async (noteId: string, text: string) =>
  ((await t.ctx.db.execute(sql`select content::text as c from notes where id = ${noteId}`)) as unknown as { rows: { c: string }[] }).rows[0].c.includes(text);
const pendingUpdates = async (noteId: string) =>
  ((await t.ctx.db.execute(sql`select count(*)::int as n from note_updates where note_id = ${noteId}`)) as unknown as { rows: { n: number }[] }).rows[0].n;
const post = async (url: string, token: string, payload?: object) => {
  const res = await t.request({ method: "POST", url, token, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe("signing, witnessing, locking and unlocking are not edits", () => {
  it("keep the note's last edit time and author", async () => {
    const note = await newNote("Countersigned");
    const editor = connect(note.id, r.editor.token);
    onTestFinished(() => editor.provider.destroy());
    expect(await editor.ready).toBe("synced");
    writeParagraph(editor.doc, "methods", "the editor's text");
    // Stored (GET shows the live document, so wait for the row's author instead).
    expect(await until(async () => (await lastEdit(note.id)).by === r.editor.id)).toBe(true);
    const edited = await lastEdit(note.id);
    await new Promise((res) => setTimeout(res, 50)); // a moved clock would show

    // The owner signs and asks the viewer to witness; the viewer countersigns, which locks the note
    // (with the editor's connection still open, so the live document is stored with the lock).
    await post(`/api/notes/${note.id}/signatures`, r.owner.token, { meaning: "authored", password: r.owner.password });
    const asked = await post(`/api/notes/${note.id}/witness-requests`, r.owner.token, { witnessId: r.viewer.id });
    await post(`/api/witness-requests/${asked.json().id}/sign`, r.viewer.token, { password: r.viewer.password });
    expect(await lastEdit(note.id)).toEqual(edited);

    await post(`/api/notes/${note.id}/unlock`, r.owner.token, { reason: "Add the yield" });
    expect(await lastEdit(note.id)).toEqual(edited);
    await post(`/api/notes/${note.id}/lock`, r.owner.token);
    expect(await lastEdit(note.id)).toEqual(edited);
    // The editor's connection closing on a locked note stores nothing new either.
    editor.provider.destroy();
    await new Promise((res) => setTimeout(res, 300));
    expect(await lastEdit(note.id)).toEqual(edited);
    await post(`/api/notes/${note.id}/unlock`, r.owner.token, { reason: "Done" });
    expect(await lastEdit(note.id)).toEqual(edited);
  }, 60_000);

  it("an edit acknowledged but not yet stored when the owner locks is the editor's, and nothing dates the note after", async () => {
    const note = await newNote("Locked mid-edit");
    const editor = connect(note.id, r.editor.token);
    try {
      expect(await editor.ready).toBe("synced");
      const before = Date.now();
      writeParagraph(editor.doc, "results", "typed just before the lock");
      expect(await until(async () => (await pendingUpdates(note.id)) > 0)).toBe(true);
      await post(`/api/notes/${note.id}/lock`, r.owner.token);
      const lockedBy = Date.now();
      expect(await stored(note.id, "typed just before the lock")).toBe(true);
      const edit = await lastEdit(note.id);
      // The editor's change, stored when the lock came instead of at the end of the store debounce.
      expect(edit.by).toBe(r.editor.id);
      expect(Date.parse(edit.at)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(edit.at)).toBeLessThanOrEqual(lockedBy);
      // No store left waiting to date the locked note again once the debounce is over.
      await new Promise((res) => setTimeout(res, 2000));
      expect(await lastEdit(note.id)).toEqual(edit);
    } finally {
      editor.provider.destroy();
    }
  }, 60_000);
});

describe("version history of a locked note", () => {
  it("offers no restore while the note is locked", async () => {
    const note = await newNote("Versions locked");
    const canRestore = async () => {
      const res = await t.request({ method: "GET", url: `/api/notes/${note.id}/versions`, token: r.owner.token });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { canRestore: boolean }).canRestore;
    };
    expect(await canRestore()).toBe(true);
    await post(`/api/notes/${note.id}/lock`, r.owner.token);
    expect(await canRestore()).toBe(false);
    await post(`/api/notes/${note.id}/unlock`, r.owner.token, { reason: "Restore an older text" });
    expect(await canRestore()).toBe(true);
  });
});
