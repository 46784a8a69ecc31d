import { describe, expect, it } from "vitest";
import { buildRoles, setUpTestApp, setUpWorld } from "../test/factories";

const t = setUpTestApp();
const r = setUpWorld(t, buildRoles);

describe("materials used in notes others cannot see", () => {
  it("a member outside the private project can neither rename nor delete the material, and learns nothing about the notes", async () => {
    // r.project is private to owner/editor/viewer; r.member is in the space but not the project.
    const material = (await t.request({ method: "POST", url: `/api/spaces/${r.space.id}/materials`, token: r.member.token, payload: { name: "Reagent X" } })).json().material;
    const note = (await t.request({ method: "POST", url: `/api/projects/${r.project.id}/notes`, token: r.editor.token, payload: { title: "Private synthesis" } })).json();
    expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/materials`, token: r.editor.token, payload: { materialId: material.id, quantity: 1, unit: "g" } })).statusCode).toBe(201);

    const rename = await t.request({ method: "PUT", url: `/api/materials/${material.id}`, token: r.member.token, payload: { name: "Renamed" } });
    expect(rename.statusCode).toBe(403);
    const del = await t.request({ method: "DELETE", url: `/api/materials/${material.id}`, token: r.member.token });
    expect(del.statusCode).toBe(403);
    for (const res of [rename, del]) {
      const body = JSON.stringify(res.json());
      expect(body).not.toContain("Private synthesis");
      expect(body).not.toContain(note.id);
      expect(body).not.toContain(r.project.id);
      expect(res.json().error.details).toBeUndefined();
    }
    // A viewer of the project may see the note but not edit it: the very same answer.
    const viewer = await t.request({ method: "PUT", url: `/api/materials/${material.id}`, token: r.viewer.token, payload: { name: "Renamed" } });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json()).toEqual(rename.json());
    const get = (await t.request({ method: "GET", url: `/api/materials/${material.id}`, token: r.owner.token })).json().material;
    expect(get.name).toBe("Reagent X");

    // Someone who may edit every note using it may still change it.
    expect((await t.request({ method: "PUT", url: `/api/materials/${material.id}`, token: r.editor.token, payload: { name: "Reagent X (dried)" } })).statusCode).toBe(200);
    // An unused material stays editable by any member.
    const free = (await t.request({ method: "POST", url: `/api/spaces/${r.space.id}/materials`, token: r.owner.token, payload: { name: "Free" } })).json().material;
    expect((await t.request({ method: "PUT", url: `/api/materials/${free.id}`, token: r.member.token, payload: { name: "Free 2" } })).statusCode).toBe(200);
  });
});
