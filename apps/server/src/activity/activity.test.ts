import { describe, expect, it } from "vitest";
import { setUpTestApp, setUpWorld, buildRoles } from "../test/factories";

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
});
