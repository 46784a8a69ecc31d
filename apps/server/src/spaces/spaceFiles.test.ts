import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { templateFiles } from "../templates/schema";
import { buildProjectIn, buildSpace, setUpTestApp } from "../test/factories";
import { noteWithImages } from "../test/noteImages";

const t = setUpTestApp();

// Deleting a space (or the account of its only member) removed its rows, and left every file's bytes on the disk.
describe("the files of a deleted space", () => {
  async function spaceWithFiles(fullName: string) {
    const owner = await t.signUp({ fullName });
    const space = await buildSpace(t, owner, `${fullName}'s lab`);
    const project = await buildProjectIn(t, space.id, owner, "Gels");
    const { note, files } = await noteWithImages(t, project.id, owner, ["gel.png"]);
    const template = await t.request({ method: "POST", url: `/api/notes/${note.id}/template`, token: owner.token, payload: { title: "Gel" } });
    expect(template.statusCode, template.body).toBe(201);
    // The template's own copy of the image.
    const [copy] = await t.ctx.db.select({ key: templateFiles.storageKey }).from(templateFiles).where(eq(templateFiles.templateId, template.json().id));
    const paths = [files[0].storageKey, copy.key].map((key) => path.join(t.dataDir, "files", key));
    for (const p of paths) expect(existsSync(p), p).toBe(true);
    return { owner, space, paths };
  }

  it("go with it", async () => {
    const { owner, space, paths } = await spaceWithFiles("Dana Deleter");
    expect((await t.request({ method: "DELETE", url: `/api/spaces/${space.id}`, token: owner.token })).statusCode).toBe(200);
    for (const p of paths) expect(existsSync(p), p).toBe(false);
  });

  it("go with the account of its only member", async () => {
    const { owner, paths } = await spaceWithFiles("Ada Leaving");
    expect((await t.request({ method: "DELETE", url: "/api/account", token: owner.token, payload: { password: owner.password } })).statusCode).toBe(200);
    for (const p of paths) expect(existsSync(p), p).toBe(false);
  });
});
