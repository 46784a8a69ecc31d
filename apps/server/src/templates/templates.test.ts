import { describe, expect, it } from "vitest";
import { eq, isNull } from "drizzle-orm";
import { buildProject, buildProjectIn, setUpTestApp, setUpWorld, buildRoles } from "../test/factories";
import { createNote } from "../notes";
import { materials } from "../materials/schema";
import { notes, tags } from "../notes/schema";
import { noteTemplates } from "./schema";
import { createNoteFromTemplate } from "./templateCommands";
import { createStorage } from "../attachments";

const t = setUpTestApp();
const r = setUpWorld(t, buildRoles);

const doc = (text: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
const checklist = {
  type: "doc",
  content: [{ type: "taskList", content: [{ type: "taskItem", attrs: { checked: false }, content: [{ type: "paragraph", content: [{ type: "text", text: "Weigh the catalyst" }] }] }] }],
};

describe("note templates", () => {
  it("saves a note as a space template and starts new notes from it, with sections, tags and material lines", async () => {
    const { owner, editor, viewer, member, outsider, project, space } = r;
    const note = await createNote(t.ctx.db, { projectId: project.id, userId: owner.id, title: "Suzuki run", content: { methods: checklist, results: doc("Yield: __ %") } });
    const tag = (await t.request({ method: "POST", url: `/api/projects/${project.id}/tags`, token: owner.token, payload: { title: "Synthesis" } })).json();
    await t.request({ method: "PUT", url: `/api/notes/${note.id}/tags`, token: owner.token, payload: { tagIds: [tag.id] } });
    const [reagent] = await t.ctx.db.select({ id: materials.id }).from(materials).where(isNull(materials.spaceId)).limit(1);
    const added = await t.request({ method: "POST", url: `/api/notes/${note.id}/materials`, token: owner.token, payload: { materialId: reagent.id, quantity: 1.5, unit: "g" } });
    expect(added.statusCode).toBe(201);

    // who may save: editors of the note; viewers are refused, outsiders do not see the note
    const body = { title: "Cross-coupling", description: "Standard Suzuki set-up" };
    expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/template`, token: viewer.token, payload: body })).statusCode).toBe(403);
    expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/template`, token: outsider.token, payload: body })).statusCode).toBe(404);
    expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/template`, token: editor.token, payload: { title: " " } })).statusCode).toBe(400);
    const saved = await t.request({ method: "POST", url: `/api/notes/${note.id}/template`, token: editor.token, payload: body });
    expect(saved.statusCode).toBe(201);
    const template = saved.json();
    expect(template).toMatchObject({ title: "Cross-coupling", tags: [{ title: "Synthesis" }], materials: [{ materialId: reagent.id, quantity: 1.5, unit: "g" }] });

    // every member of the space lists them; outsiders get 404
    const list = await t.request({ method: "GET", url: `/api/spaces/${space.id}/templates`, token: member.token });
    expect(list.json().items.map((x: { id: string }) => x.id)).toContain(template.id);
    expect((await t.request({ method: "GET", url: `/api/spaces/${space.id}/templates`, token: outsider.token })).statusCode).toBe(404);

    // a new note in another project of the same space: tags are found or created there
    const other = (await t.request({ method: "POST", url: "/api/projects", token: owner.token, payload: { name: "Second", description: "", space_id: space.id } })).json();
    const create = (token: string, projectId = other.id, templateId = template.id) =>
      t.request({ method: "POST", url: `/api/projects/${projectId}/notes/from-template`, token, payload: { templateId, title: "Run 2" } });
    expect((await create(outsider.token)).statusCode).toBe(404);
    expect((await create(viewer.token, project.id)).statusCode).toBe(403);
    const made = await create(owner.token);
    expect(made.statusCode).toBe(201);
    expect(made.json().tags.map((x: { title: string }) => x.title)).toEqual(["Synthesis"]);
    const detail = (await t.request({ method: "GET", url: `/api/notes/${made.json().id}?include=content`, token: owner.token })).json();
    expect(JSON.stringify(detail.content.methods)).toContain("Weigh the catalyst");
    expect(JSON.stringify(detail.content.results)).toContain("Yield: __ %");
    const lines = (await t.request({ method: "GET", url: `/api/notes/${made.json().id}/materials`, token: owner.token })).json();
    expect(lines.lines.map((l: { materialId: string; quantity: number }) => [l.materialId, l.quantity])).toEqual([[reagent.id, 1.5]]);

    // a template of another space is unknown here
    const elsewhere = await buildProject(t, owner, "Elsewhere");
    expect((await create(owner.token, elsewhere.project.id)).statusCode).toBe(404);

    // deleting: members only their own, owners any; outsiders 404
    expect((await t.request({ method: "DELETE", url: `/api/templates/${template.id}`, token: outsider.token })).statusCode).toBe(404);
    expect((await t.request({ method: "DELETE", url: `/api/templates/${template.id}`, token: member.token })).statusCode).toBe(403);
    expect((await t.request({ method: "DELETE", url: `/api/templates/${template.id}`, token: editor.token })).statusCode).toBe(200);
    expect((await create(owner.token)).statusCode).toBe(404);
  });
});

describe("a note from a template that cannot be made", () => {
  it("leaves no tags it would have created in the project", async () => {
    const { owner, space } = r;
    const project = await buildProjectIn(t, space.id, owner, "Template target");
    const [template] = await t.ctx.db
      .insert(noteTemplates)
      .values({ spaceId: space.id, title: "Tagged", description: "", content: {}, tags: [{ title: "Fresh tag", color: "#1976d2" }], materials: [], createdBy: owner.id })
      .returning();
    // The note's author is an account that does not exist: inserting the note fails, after the tags.
    const making = createNoteFromTemplate(t.ctx.db, createStorage(t.config), { projectId: project.id, spaceId: space.id, template, title: "Never made", userId: "no-such-user" });
    await expect(making).rejects.toThrow();
    expect(await t.ctx.db.select().from(tags).where(eq(tags.projectId, project.id))).toEqual([]);
    expect(await t.ctx.db.select({ id: notes.id }).from(notes).where(eq(notes.projectId, project.id))).toEqual([]);
  });
});

describe("demo templates", () => {
  it("the demo space ships synthesis, measurement and cell culture templates in English and Japanese, usable at once", async () => {
    const { seedDemoSpace } = await import("../spaces/seedDemoSpace");
    const { seedDemoTemplates } = await import("./seedDemoTemplates");
    const demo = await t.signUp({ fullName: "Demo" });
    await seedDemoSpace(t.ctx, demo.id);
    await seedDemoTemplates(t.ctx, demo.id);
    const [space] = (await t.request({ method: "GET", url: "/api/spaces", token: demo.token })).json();
    const items = (await t.request({ method: "GET", url: `/api/spaces/${space.id}/templates`, token: demo.token })).json().items;
    expect(items.map((x: { title: string }) => x.title).sort()).toEqual(
      ["Cell culture (passage)", "Measurement (instrument run)", "Synthesis (one step)", "合成（1段階）", "測定（装置による分析）", "細胞培養（継代）"].sort(),
    );
    const synthesis = items.find((x: { title: string }) => x.title === "Synthesis (one step)");
    expect(synthesis.materials).toHaveLength(3);
    const detail = (await t.request({ method: "GET", url: `/api/spaces/${space.id}`, token: demo.token })).json();
    const made = await t.request({
      method: "POST",
      url: `/api/projects/${detail.projects[0].id}/notes/from-template`,
      token: demo.token,
      payload: { templateId: synthesis.id, title: "Bromobenzene coupling" },
    });
    expect(made.statusCode).toBe(201);
    const lines = (await t.request({ method: "GET", url: `/api/notes/${made.json().id}/materials`, token: demo.token })).json();
    expect(lines.lines).toHaveLength(3);
    expect(lines.limitingMaterialId).toBe(synthesis.materials[0].materialId);
  });
});
