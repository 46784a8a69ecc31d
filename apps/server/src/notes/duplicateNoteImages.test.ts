import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildRoles, setUpTestApp, setUpWorld } from "../test/factories";
import { imagesOf, noteWithImages, type DocNode } from "../test/noteImages";
import { pdfImageCount } from "../test/pdfText";
import { attachments } from "../attachments/schema";

const t = setUpTestApp();
const r = setUpWorld(t, buildRoles);

describe("a duplicated note's images", () => {
  // The copy's images pointed at the original's files: not in its list, none in its PDF, broken once deleted there.
  it("are the copy's own attachments, so deleting the original's file leaves them", async () => {
    const { note, files } = await noteWithImages(t, r.project.id, r.owner, ["gel.png"]);
    const dup = await t.request({ method: "POST", url: `/api/notes/${note.id}/duplicate`, token: r.editor.token, payload: { title: "Stained gel (2)" } });
    expect(dup.statusCode, dup.body).toBe(201);
    const copyId = dup.json().id as string;

    const list = (await t.request({ method: "GET", url: `/api/notes/${copyId}/attachments`, token: r.editor.token })).json().items as { id: string; name: string }[];
    expect(list.map((a) => a.name)).toEqual(["gel.png"]);
    expect(list[0].id).not.toBe(files[0].id);
    const content = (await t.request({ method: "GET", url: `/api/notes/${copyId}?include=content`, token: r.editor.token })).json().content as Record<string, DocNode>;
    expect(imagesOf(content.methods).map((i) => i.attrs?.attachmentId)).toEqual([list[0].id]);
    const [row] = await t.ctx.db.select().from(attachments).where(eq(attachments.id, list[0].id));
    expect(row).toMatchObject({ noteId: copyId, projectId: r.project.id, uploadedBy: r.editor.id, size: files[0].size });

    expect((await t.request({ method: "DELETE", url: `/api/attachments/${files[0].id}`, token: r.owner.token })).statusCode).toBe(200);
    const link = (await t.request({ method: "GET", url: `/api/attachments/${list[0].id}/download-url`, token: r.editor.token })).json();
    expect((await t.request({ method: "GET", url: new URL(link.url, "http://x").pathname })).statusCode).toBe(200);
    const pdf = await t.request({ method: "GET", url: `/api/notes/${copyId}/pdf?lang=en`, token: r.editor.token });
    expect(pdfImageCount(pdf.rawPayload)).toBe(1);
  });
});
