import { describe, expect, it } from "vitest";
import { materialHref, noteHref } from "@eln/shared/links";
import { setUpTestApp, setUpWorld, buildRoles } from "../test/factories";
import { createNote } from "../notes";
import { materials } from "../materials/schema";

const t = setUpTestApp();
const r = setUpWorld(t, buildRoles);

const linkDoc = (href: string, text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text, marks: [{ type: "link", attrs: { href } }] }] }],
});

describe("links between notes and materials", () => {
  it("a note lists the notes that link to it, a material too; only to those who may read them", async () => {
    const { owner, viewer, member, outsider, project, space } = r;
    const target = await createNote(t.ctx.db, { projectId: project.id, userId: owner.id, title: "Catalyst batch 4" });
    const [mat] = await t.ctx.db.insert(materials).values({ spaceId: space.id, name: "Pd/C" }).returning();
    const source = await createNote(t.ctx.db, {
      projectId: project.id,
      userId: owner.id,
      title: "Hydrogenation",
      content: { methods: linkDoc(noteHref(target.id), "Catalyst batch 4"), results: linkDoc(materialHref(space.id, mat.id, "Pd/C"), "Pd/C") },
    });
    await createNote(t.ctx.db, { projectId: project.id, userId: owner.id, title: "Unrelated" });

    const back = await t.request({ method: "GET", url: `/api/notes/${target.id}/backlinks`, token: viewer.token });
    expect(back.statusCode).toBe(200);
    expect(back.json().items.map((x: { id: string }) => x.id)).toEqual([source.id]);
    expect(back.json().items[0]).toMatchObject({ title: "Hydrogenation", projectTitle: "Project" });
    expect((await t.request({ method: "GET", url: `/api/notes/${target.id}/backlinks`, token: member.token })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: `/api/notes/${target.id}/backlinks`, token: outsider.token })).statusCode).toBe(404);

    const matBack = (token: string) => t.request({ method: "GET", url: `/api/spaces/${space.id}/materials/${mat.id}/backlinks`, token });
    expect((await matBack(owner.token)).json().items.map((x: { id: string }) => x.id)).toEqual([source.id]);
    // a space member outside the project sees the material but not the project's notes
    expect((await matBack(member.token)).json().items).toEqual([]);
    expect((await matBack(outsider.token)).statusCode).toBe(404);
  });
});
