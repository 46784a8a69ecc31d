import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TemplateLimits } from "@eln/shared/templates";
import { buildProjectIn, buildRoles, setUpTestApp, setUpWorld } from "../test/factories";
import type { TestUser } from "../test/testApp";
import { pdfImageCount, pdfText } from "../test/pdfText";
import { createAttachment, createStorage } from "../attachments";
import { attachments } from "../attachments/schema";
import { image, imagesOf, noteWithImages as noteWithImagesOf, redPng, type DocNode as Node } from "../test/noteImages";
import { noteTemplates, templateFiles } from "./schema";
import { createNoteFromTemplate } from "./templateCommands";

const t = setUpTestApp();
const r = setUpWorld(t, buildRoles);

const storage = () => createStorage(t.config);
const bytesAt = async (key: string) => Buffer.concat(await (await storage().get(key)).toArray());
const noteWithImages = (projectId: string, user: TestUser, names: string[]) => noteWithImagesOf(t, projectId, user, names);

const fromTemplate = (token: string, projectId: string, templateId: string) =>
  t.request({ method: "POST", url: `/api/projects/${projectId}/notes/from-template`, token, payload: { templateId, title: "Run 2" } });

async function contentOf(noteId: string, token: string): Promise<Record<string, Node>> {
  return (await t.request({ method: "GET", url: `/api/notes/${noteId}?include=content`, token })).json().content;
}
const attachmentsOf = async (noteId: string, token: string) =>
  (await t.request({ method: "GET", url: `/api/notes/${noteId}/attachments`, token })).json().items as { id: string; name: string }[];

/** A project of the space that `user` makes (and so owns). */
const ownProject = async (user: TestUser, name: string) =>
  (await t.request({ method: "POST", url: "/api/projects", token: user.token, payload: { name, description: "", space_id: r.space.id } })).json() as { id: string };

describe("a template's images", () => {
  // A note made from a template pointed at the original note's files: not in its attachment list,
  // "[red-image.png]" in its PDF, broken once the original was deleted or for readers of another project.
  it("are the template's own copies, and a note made from it gets copies of them as its attachments", async () => {
    const { owner, editor, member, project, space } = r;
    const { note, files } = await noteWithImages(project.id, owner, ["red-image.png"]);
    await createAttachment(t.ctx.db, storage(), { noteId: note.id, projectId: project.id, name: "peaks.csv", size: 4, contentType: "text/csv", uploadedBy: owner.id }, Buffer.from("x,y\n"));

    const saved = await t.request({ method: "POST", url: `/api/notes/${note.id}/template`, token: editor.token, payload: { title: "Gel" } });
    expect(saved.statusCode, saved.body).toBe(201);
    const templateId = saved.json().id;
    // Only the image the text shows is kept, under the space's templates.
    const kept = await t.ctx.db.select().from(templateFiles).where(eq(templateFiles.templateId, templateId));
    expect(kept).toMatchObject([{ name: "red-image.png", size: redPng.length, contentType: "image/png" }]);
    expect(kept[0].storageKey).toBe(`templates/${space.id}/${kept[0].id}`);
    expect((await bytesAt(kept[0].storageKey)).equals(redPng)).toBe(true);
    const [template] = await t.ctx.db.select().from(noteTemplates).where(eq(noteTemplates.id, templateId));
    expect(imagesOf(template.content.methods as Node).map((n) => n.attrs?.attachmentId)).toEqual([kept[0].id]);

    // The note's file is deleted; a member who cannot read that note uses the template in their own project.
    expect((await t.request({ method: "DELETE", url: `/api/attachments/${files[0].id}`, token: owner.token })).statusCode).toBe(200);
    const mine = await ownProject(member, "Member's project");
    const made = await fromTemplate(member.token, mine.id, templateId);
    expect(made.statusCode).toBe(201);
    const madeId = made.json().id;
    const list = await attachmentsOf(madeId, member.token);
    expect(list.map((a) => a.name)).toEqual(["red-image.png"]);
    expect(list[0].id).not.toBe(files[0].id);
    expect(imagesOf((await contentOf(madeId, member.token)).methods).map((n) => n.attrs?.attachmentId)).toEqual([list[0].id]);
    const [row] = await t.ctx.db.select().from(attachments).where(eq(attachments.id, list[0].id));
    expect(row).toMatchObject({ noteId: madeId, projectId: mine.id, uploadedBy: member.id, storageKey: `attachments/${mine.id}/${list[0].id}` });
    expect((await bytesAt(row.storageKey)).equals(redPng)).toBe(true);
    const pdf = await t.request({ method: "GET", url: `/api/notes/${madeId}/pdf`, token: member.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).not.toContain("[red-image.png]");
    expect(pdfImageCount(pdf.rawPayload)).toBe(1);

    // Deleting the template deletes its files; the note made from it keeps its own.
    expect((await t.request({ method: "DELETE", url: `/api/templates/${templateId}`, token: editor.token })).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(templateFiles).where(eq(templateFiles.templateId, templateId))).toEqual([]);
    expect(await storage().exists(kept[0].storageKey)).toBe(false);
    expect(await storage().exists(row.storageKey)).toBe(true);
  });

  it("a template saved before templates kept files: the creator gets copies of those they may read, the others stay as their names", async () => {
    const { owner, editor, member, project, space } = r;
    const { files } = await noteWithImages(project.id, owner, ["a.png"]);
    const [old] = await t.ctx.db
      .insert(noteTemplates)
      .values({
        spaceId: space.id,
        title: "Old",
        description: "",
        content: { methods: { type: "doc", content: [image(files[0].id, "a.png"), image(randomUUID(), "gone.png")] } },
        createdBy: owner.id,
      })
      .returning();

    // The editor reads the project: a copy of a.png, owned by the new note; gone.png was deleted long ago.
    const byEditor = await fromTemplate(editor.token, project.id, old.id);
    expect(byEditor.statusCode).toBe(201);
    const copied = await attachmentsOf(byEditor.json().id, editor.token);
    expect(copied.map((a) => a.name)).toEqual(["a.png"]);
    const content = await contentOf(byEditor.json().id, editor.token);
    expect(imagesOf(content.methods).map((n) => n.attrs?.attachmentId)).toEqual([copied[0].id]);
    expect(JSON.stringify(content.methods)).toContain("[gone.png]");

    // The member cannot read that project's notes: no copy, no image naming its file, its name only.
    const mine = await ownProject(member, "Member's other project");
    const byMember = await fromTemplate(member.token, mine.id, old.id);
    expect(byMember.statusCode).toBe(201);
    expect(await attachmentsOf(byMember.json().id, member.token)).toEqual([]);
    const theirs = await contentOf(byMember.json().id, member.token);
    expect(imagesOf(theirs.methods)).toEqual([]);
    expect(JSON.stringify(theirs.methods)).toContain("[a.png]");
    expect(JSON.stringify(theirs)).not.toContain(files[0].id);
  });

  it("refuses to save a note whose images are more than a template keeps", async () => {
    const { owner, project } = r;
    const { note } = await noteWithImages(
      project.id,
      owner,
      Array.from({ length: TemplateLimits.imagesMax + 1 }, (_, i) => `shot-${i}.png`),
    );
    const saved = await t.request({ method: "POST", url: `/api/notes/${note.id}/template`, token: owner.token, payload: { title: "Too many" } });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.fields).toEqual({ images: "templates.imagesTooLarge" });
    expect(await t.ctx.db.select().from(noteTemplates).where(eq(noteTemplates.title, "Too many"))).toEqual([]);
  });

  it("a note that cannot be made leaves no copied files behind", async () => {
    const { owner, space } = r;
    const project = await buildProjectIn(t, space.id, owner, "Copies target");
    const source = await noteWithImages(project.id, owner, ["b.png"]);
    const saved = await t.request({ method: "POST", url: `/api/notes/${source.note.id}/template`, token: owner.token, payload: { title: "Copied" } });
    const [template] = await t.ctx.db.select().from(noteTemplates).where(eq(noteTemplates.id, saved.json().id));
    const folder = path.join(t.config.dataDir, "files", "attachments", project.id);
    const before = readdirSync(folder).sort();
    // The note's author is an account that does not exist: inserting the note fails, after the copies.
    const making = createNoteFromTemplate(t.ctx.db, storage(), { projectId: project.id, spaceId: space.id, template, title: "Never made", userId: "no-such-user" });
    await expect(making).rejects.toThrow();
    expect(existsSync(folder) && readdirSync(folder).sort()).toEqual(before);
  });
});
