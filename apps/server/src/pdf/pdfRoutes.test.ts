import { describe, expect, it } from "vitest";
import { buildProject, setUpTestApp } from "../test/factories";
import { createNote } from "../notes";
import { pdfImageCount, pdfText } from "../test/pdfText";

const t = setUpTestApp();

const para = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });

describe("GET /api/notes/:id/pdf", () => {
  it("renders title, metadata, tags and every section, Japanese and English, as extractable text", async () => {
    const owner = await t.signUp({ fullName: "山田 花子" });
    const { space, project } = await buildProject(t, owner, "有機合成");
    const note = await createNote(t.ctx.db, {
      projectId: project.id,
      title: "アスピリンの合成 Aspirin synthesis",
      userId: owner.id,
      content: {
        backgroundAndObjective: { type: "doc", content: [para("サリチル酸のアセチル化を行う。")] },
        methods: {
          type: "doc",
          content: [
            { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Procedure" }] },
            { type: "bulletList", content: [{ type: "listItem", content: [para("Add acetic anhydride dropwise")] }] },
            { type: "orderedList", content: [{ type: "listItem", content: [para("Heat")] }, { type: "listItem", content: [para("Cool")] }] },
            { type: "taskList", content: [{ type: "taskItem", attrs: { checked: true }, content: [para("Weighed")] }, { type: "taskItem", attrs: { checked: false }, content: [para("Dried")] }] },
          ],
        },
        results: {
          type: "doc",
          content: [
            {
              type: "table",
              content: [{ type: "tableRow", content: [{ type: "tableCell", content: [para("収量")] }, { type: "tableCell", content: [para("2.41 g")] }] }],
            },
          ],
        },
        conclusion: { type: "doc", content: [para("Yield was 85%.")] },
      },
    });
    const tag = (await t.request({ method: "POST", url: `/api/projects/${project.id}/tags`, token: owner.token, payload: { title: "再結晶" } })).json();
    await t.request({ method: "PUT", url: `/api/notes/${note.id}/tags`, token: owner.token, payload: { tagIds: [tag.id] } });

    // A molar mass summed from a formula (249.67700000000002) carries floating-point noise; the PDF prints it as the app shows it.
    const material = (await t.request({ method: "POST", url: `/api/spaces/${space.id}/materials`, token: owner.token, payload: { name: "硫酸銅五水和物", formula: "CuSO4*5H2O" } })).json().material;
    expect(String(material.molarMass)).toMatch(/^249\.677/);
    expect((await t.request({ method: "POST", url: `/api/notes/${note.id}/materials`, token: owner.token, payload: { materialId: material.id, quantity: 2.5, unit: "g" } })).statusCode).toBe(201);

    const res = await t.request({ method: "GET", url: `/api/notes/${note.id}/pdf?lang=ja`, token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(res.rawPayload).replace(/\s+/g, "");
    for (const expected of ["アスピリンの合成Aspirinsynthesis", "有機合成", "山田花子", "再結晶", "背景と目的", "サリチル酸のアセチル化を行う。", "方法", "Procedure", "Addaceticanhydridedropwise", "結果", "収量", "2.41g", "結論", "Yieldwas85%."])
      expect(text).toContain(expected);
    expect(text).not.toContain("249.6770000");
    // Each kind of list keeps its markers: bullets, numbers, ticked and open boxes.
    for (const expected of ["•Addaceticanhydridedropwise", "1.Heat2.Cool", "[x]Weighed[]Dried"]) expect(text).toContain(expected);
    for (const expected of ["硫酸銅五水和物", "2.5g", "249.677g/mol"]) expect(text).toContain(expected);

    const en = await t.request({ method: "GET", url: `/api/notes/${note.id}/pdf`, token: owner.token });
    const enText = pdfText(en.rawPayload);
    expect(enText).toContain("Background and objective");
    expect(enText).toContain("Conclusion");
    // Every page names its note: the footer carries the note's id and the page number.
    expect(enText).toContain(`Note ID: ${note.id}`);
    expect(enText).toContain("Page 1 of 1");

    // Dates are the reader's: in Tokyo, in the app's Japanese form and naming the zone (they were UTC).
    const tokyo = pdfText((await t.request({ method: "GET", url: `/api/notes/${note.id}/pdf?lang=ja&tz=Asia%2FTokyo`, token: owner.token })).rawPayload);
    const created = new Intl.DateTimeFormat("ja-JP", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Tokyo" }).format(new Date(note.createdAt));
    expect(tokyo).toContain(`${created} (Asia/Tokyo, GMT+9)`);
    expect(enText).toMatch(/Created: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \(UTC\)/);
    const badZone = await t.request({ method: "GET", url: `/api/notes/${note.id}/pdf?tz=Mars%2FOlympus`, token: owner.token });
    expect(badZone.statusCode).toBe(400);

    const outsider = await t.signUp();
    expect((await t.request({ method: "GET", url: `/api/notes/${note.id}/pdf`, token: outsider.token })).statusCode).toBe(404);
  }, 120_000);
});

describe("PDF with images and attachments", () => {
  it("embeds the note's images inline and lists every attachment with size and SHA-256", async () => {
    const { createHash } = await import("node:crypto");
    const { attachments } = await import("../attachments/schema");
    const { createStorage } = await import("../attachments/storage/createStorage");
    const owner = await t.signUp({ fullName: "Ada" });
    const { project } = await buildProject(t, owner, "XRD");
    // An 8×8 red PNG and a CSV.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC",
      "base64",
    );
    const csv = Buffer.from("x,y\n1,2\n");
    const storage = createStorage(t.config);
    const note = await createNote(t.ctx.db, { projectId: project.id, title: "Diffraction", userId: owner.id });
    const [img] = await t.ctx.db
      .insert(attachments)
      .values({ noteId: note.id, projectId: project.id, name: "xrd.png", size: png.length, contentType: "image/png", storageKey: `test/${note.id}/xrd.png` })
      .returning();
    await t.ctx.db.insert(attachments).values({ noteId: note.id, projectId: project.id, name: "peaks.csv", size: csv.length, contentType: "text/csv", storageKey: `test/${note.id}/peaks.csv` });
    await storage.put(img.storageKey, png);
    await storage.put(`test/${note.id}/peaks.csv`, csv);
    const { docFromJson, snapshotOf } = await import("../notes/noteDocument");
    const { notes } = await import("../notes/schema");
    const { eq } = await import("drizzle-orm");
    const snap = snapshotOf(docFromJson({ results: { type: "doc", content: [{ type: "image", attrs: { src: null, alt: "xrd.png", attachmentId: img.id } }] } }), "Diffraction");
    await t.ctx.db.update(notes).set({ content: snap.content, ydoc: snap.state }).where(eq(notes.id, note.id));

    const res = await t.request({ method: "GET", url: `/api/notes/${note.id}/pdf?lang=ja`, token: owner.token });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload).replace(/\s+/g, "");
    expect(text).toContain("添付ファイル");
    expect(text).toContain("xrd.png");
    expect(text).toContain("peaks.csv");
    expect(text).toContain(createHash("sha256").update(png).digest("hex"));
    expect(text).toContain(createHash("sha256").update(csv).digest("hex"));
    expect(text).not.toContain("[xrd.png]");
    expect(pdfImageCount(res.rawPayload)).toBe(1);
  });
});
