import { describe, expect, it } from "vitest";
import { setUpTestApp, setUpWorld, buildRoles, buildProjectIn } from "../test/factories";
import { createNote } from "../notes";

const t = setUpTestApp();
const r = setUpWorld(t, buildRoles);

describe("project activity", () => {
  it("lists who did what, newest first, to readers of the project only", async () => {
    const { owner, editor, viewer, member, outsider, project } = r;
    const note = (await t.request({ method: "POST", url: `/api/projects/${project.id}/notes`, token: owner.token, payload: { title: "Aldol" } })).json();
    await new Promise((res) => setTimeout(res, 20));
    await t.request({ method: "POST", url: `/api/notes/${note.id}/comments`, token: editor.token, payload: { body: "Check the base" } });
    const list = await t.request({ method: "GET", url: `/api/projects/${project.id}/activity`, token: viewer.token });
    expect(list.statusCode).toBe(200);
    const items = list.json().items;
    expect(items.map((x: { kind: string }) => x.kind)).toEqual(["commented", "noteCreated"]);
    expect(items[0]).toMatchObject({ actor: { name: "Eddie Editor" }, noteTitle: "Aldol", detail: "Check the base" });
    expect(items[1]).toMatchObject({ actor: { name: "Olivia Owner" }, noteId: note.id });
    expect((await t.request({ method: "GET", url: `/api/projects/${project.id}/activity`, token: member.token })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: `/api/projects/${project.id}/activity`, token: outsider.token })).statusCode).toBe(404);
  });

  it("tells a restore from a saved version", async () => {
    const { owner, editor, project } = r;
    const note = (await t.request({ method: "POST", url: `/api/projects/${project.id}/notes`, token: owner.token, payload: { title: "Grignard" } })).json();
    const saved = (await t.request({ method: "POST", url: `/api/notes/${note.id}/versions`, token: owner.token })).json();
    await new Promise((res) => setTimeout(res, 20));
    const restored = (await t.request({ method: "POST", url: `/api/notes/${note.id}/versions/${saved.id}/restore`, token: editor.token })).json();
    const items = (await t.request({ method: "GET", url: `/api/projects/${project.id}/activity`, token: owner.token })).json().items;
    const ofNote = items.filter((x: { noteId: string; kind: string }) => x.noteId === note.id && x.kind.startsWith("version"));
    expect(ofNote.slice(0, 2)).toMatchObject([
      { kind: "versionRestored", actor: { name: "Eddie Editor" }, detail: String(restored.version) },
      { kind: "versionSaved", actor: { name: "Olivia Owner" }, detail: String(saved.version) },
    ]);
  });

  it("pages through the whole feed with a cursor, newest first, each entry once, entries of the same instant too", async () => {
    const { owner, space } = r;
    const project = await buildProjectIn(t, space.id, owner, "Busy project");
    // One transaction: the three notes are created at the same instant (now() is the transaction's).
    await t.ctx.db.transaction(async (tx) => {
      for (const title of ["Same instant A", "Same instant B", "Same instant C"]) await createNote(tx, { projectId: project.id, userId: owner.id, title });
    });
    const later = await createNote(t.ctx.db, { projectId: project.id, userId: owner.id, title: "Later" });
    for (const body of ["one", "two", "three"]) await t.request({ method: "POST", url: `/api/notes/${later.id}/comments`, token: owner.token, payload: { body } });
    const url = `/api/projects/${project.id}/activity`;
    const all = (await t.request({ method: "GET", url, token: owner.token })).json();
    expect(all.items).toHaveLength(7);
    expect(all.nextCursor).toBeNull();

    const seen: { kind: string; noteTitle: string; detail: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await t.request({ method: "GET", url: `${url}?limit=2${cursor ? `&cursor=${cursor}` : ""}`, token: owner.token });
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toEqual(all.items);
    expect(seen.map((x) => x.detail).slice(0, 3)).toEqual(["three", "two", "one"]);
    expect(seen.filter((x) => x.noteTitle.startsWith("Same instant"))).toHaveLength(3);

    for (const bad of ["nonsense", Buffer.from(JSON.stringify(["yesterday", "commented", "x"])).toString("base64url")])
      expect((await t.request({ method: "GET", url: `${url}?cursor=${bad}`, token: owner.token })).statusCode).toBe(400);
    expect((await t.request({ method: "GET", url: `${url}?limit=101`, token: owner.token })).statusCode).toBe(400);
  });
});
