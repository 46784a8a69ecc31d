import { describe, expect, it } from "vitest";
import type { NoteVersionDetail, NoteVersionSummary } from "@eln/shared/notes";
import { buildMaterial, buildRoles, setUpTestApp, setUpWorld } from "../test/factories";

const t = setUpTestApp();
const r = setUpWorld(t, buildRoles);

const as = (method: "GET" | "POST" | "PUT", url: string, payload?: object) => t.request({ method, url, token: r.owner.token, payload });

describe("comparing versions", () => {
  it("gives the tags and material lines of what a version is compared with: the note now, or another version", async () => {
    const note = (await as("POST", `/api/projects/${r.project.id}/notes`, { title: "Grignard" })).json() as { id: string };
    const mg = await buildMaterial(t, r.space.id, null, "Magnesium turnings");
    const dry = (await as("POST", `/api/projects/${r.project.id}/tags`, { title: "dry run", color: "#2e7d32" })).json() as { id: string };
    expect((await as("POST", `/api/notes/${note.id}/materials`, { materialId: mg.id, quantity: 1.2, unit: "g" })).statusCode).toBe(201);
    expect((await as("PUT", `/api/notes/${note.id}/tags`, { tagIds: [dry.id] })).statusCode).toBe(200);
    const v1 = (await as("POST", `/api/notes/${note.id}/versions`)).json() as NoteVersionSummary;

    // Now: more magnesium, and no tag.
    expect((await as("PUT", `/api/notes/${note.id}/materials/${mg.id}`, { quantity: 2.4, unit: "g" })).statusCode).toBe(200);
    expect((await as("PUT", `/api/notes/${note.id}/tags`, { tagIds: [] })).statusCode).toBe(200);
    const withNow = (await as("GET", `/api/notes/${note.id}/versions/${v1.id}`)).json() as NoteVersionDetail;
    expect(withNow.materials).toEqual([expect.objectContaining({ materialId: mg.id, quantity: 1.2, unit: "g" })]);
    expect(withNow.tags.map((x) => x.title)).toEqual(["dry run"]);
    expect(withNow.current.materials).toEqual([expect.objectContaining({ materialId: mg.id, name: "Magnesium turnings", quantity: 2.4, unit: "g" })]);
    expect(withNow.current.tags).toEqual([]);

    const v2 = (await as("POST", `/api/notes/${note.id}/versions`)).json() as NoteVersionSummary;
    const withV2 = (await as("GET", `/api/notes/${note.id}/versions/${v1.id}?against=${v2.id}`)).json() as NoteVersionDetail;
    expect(withV2.current).toMatchObject({ tags: [], materials: [expect.objectContaining({ quantity: 2.4 })] });
  });
});
