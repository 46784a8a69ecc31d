import { createHash } from "node:crypto";
import canonicalize from "canonicalize";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/testApp";
import { addSpaceMember, buildMaterial, buildProject, buildRoles, buildSpace } from "../test/factories";
import { loadNoteMaterialRows } from "../materials";
import { materials, noteMaterials } from "../materials/schema";
import { noteRiskScreenings } from "../risk/schema";
import { createNote, docFromJson, snapshotOf, writeVersion } from "../notes";
import { noteTags, noteVersions, notes, tags } from "../notes/schema";
import { attachments } from "../attachments/schema";
import { noteComments } from "../comments/schema";
import { noteSignatures } from "../records/schema";
import { projects } from "../projects/schema";
import { DurableBatch, createStorage, createAttachment } from "../attachments";
import { checkEln, readZip } from "./elnChecker";
import { pdfText } from "../test/pdfText";
import { makeZip, minimalCrate, multipartFile, patchBytes, patchDeclaredSizes } from "./elnTestArchives";

const examples = new URL("./fixtures", import.meta.url).pathname;
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const doc = (...paragraphs: string[]) => ({ type: "doc", content: paragraphs.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })) });

let t: TestApp;
let world: Awaited<ReturnType<typeof buildRoles>>;
const files = { "spectrum.csv": Buffer.from("x,y\n1,2\n3,4\n"), "写真.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 5]) };

beforeAll(async () => {
  t = await createTestApp();
  world = await buildRoles(t);
  const { project, owner } = world;
  const [tagA] = await t.ctx.db.insert(tags).values({ projectId: project.id, title: "合成" }).returning();
  const [tagB] = await t.ctx.db.insert(tags).values({ projectId: project.id, title: "chemistry" }).returning();
  const ja = await createNote(t.ctx.db, {
    projectId: project.id,
    title: "アスピリンの合成",
    userId: owner.id,
    content: { backgroundAndObjective: doc("目的：サリチル酸からアスピリンを合成する。"), results: doc("収率 85%") },
    tagIds: [tagA.id, tagB.id],
  });
  await createNote(t.ctx.db, { projectId: project.id, title: "Buffer preparation", userId: owner.id, content: { methods: doc("Dissolve 5 g NaCl in water.", "Stir for 10 min.") }, tagIds: [tagB.id] });
  const storage = createStorage(t.config);
  for (const [name, bytes] of Object.entries(files)) {
    await createAttachment(t.ctx.db, storage, { noteId: ja.id, projectId: project.id, name, size: bytes.length, contentType: name.endsWith(".csv") ? "text/csv" : "image/png", uploadedBy: owner.id }, bytes);
  }
}, 60_000);
afterAll(async () => t?.close());

async function importFile(bytes: Buffer, token = world.owner.token, spaceId = world.space.id, filename = "upload.eln") {
  return t.request({ method: "POST", url: `/api/spaces/${spaceId}/imports`, token, ...multipartFile(filename, bytes) });
}

async function projectNotes(projectId: string) {
  const rows = await t.ctx.db.select().from(notes).where(eq(notes.projectId, projectId));
  const out = [];
  for (const n of rows) {
    const tagRows = await t.ctx.db.select({ title: tags.title }).from(noteTags).innerJoin(tags, eq(tags.id, noteTags.tagId)).where(eq(noteTags.noteId, n.id));
    const files = await t.ctx.db.select().from(attachments).where(eq(attachments.noteId, n.id));
    const storage = createStorage(t.config);
    const hashes: Record<string, string> = {};
    for (const f of files) hashes[f.name] = sha(Buffer.concat(await (await storage.get(f.storageKey)).toArray()));
    out.push({ title: n.title, plainText: n.plainText, content: n.content, tags: tagRows.map((r) => r.title).sort(), hashes });
  }
  return out.sort((a, b) => a.title.localeCompare(b.title));
}

describe(".eln export", () => {
  it("streams a project archive that passes the consortium's rules", async () => {
    const res = await t.request({ method: "GET", url: `/api/projects/${world.project.id}/export.eln`, token: world.owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename=".+\.eln"/);
    expect(await checkEln(res.rawPayload)).toEqual([]);
    const entries = await readZip(res.rawPayload);
    const meta = JSON.parse([...entries].find(([k]) => k.endsWith("/ro-crate-metadata.json"))![1].toString());
    const graph = meta["@graph"] as Record<string, unknown>[];
    const descriptor = graph.find((n) => n["@id"] === "ro-crate-metadata.json")!;
    expect(descriptor).toMatchObject({ conformsTo: { "@id": "https://w3id.org/ro/crate/1.1" }, sdPublisher: { "@id": t.config.appUrl }, version: "1.0" });
    const ds = graph.find((n) => n.name === "アスピリンの合成")!;
    expect(ds).toMatchObject({ "@type": "Dataset", keywords: expect.stringMatching(/合成/) });
    expect(typeof ds.text).toBe("string");
    const author = graph.find((n) => n["@id"] === (ds.author as { "@id": string })["@id"])!;
    expect(author).toMatchObject({ "@type": "Person", email: world.owner.email });
    const csv = graph.find((n) => n.name === "spectrum.csv")!;
    expect(csv).toMatchObject({ "@type": "File", sha256: sha(files["spectrum.csv"]), contentSize: String(files["spectrum.csv"].length), encodingFormat: "text/csv" });
    const names = [...entries.keys()].map((k) => k.split("/").pop());
    expect(names).toEqual(expect.arrayContaining(["note.html", "note.json", "materials.json", "risk-assessment.json", "versions.json"]));
  });

  it("exports one note; readers may, outsiders get 404", async () => {
    const [note] = await t.ctx.db.select().from(notes).where(eq(notes.title, "Buffer preparation"));
    const viewer = await t.request({ method: "GET", url: `/api/notes/${note.id}/export.eln`, token: world.viewer.token });
    expect(viewer.statusCode).toBe(200);
    expect(await checkEln(viewer.rawPayload)).toEqual([]);
    const meta = JSON.parse([...(await readZip(viewer.rawPayload))].find(([k]) => k.endsWith("ro-crate-metadata.json"))![1].toString());
    expect(meta["@graph"].filter((n: { "@type": string }) => n["@type"] === "Dataset")).toHaveLength(2);
    for (const url of [`/api/notes/${note.id}/export.eln`, `/api/projects/${world.project.id}/export.eln`]) {
      expect((await t.request({ method: "GET", url, token: world.outsider.token })).statusCode).toBe(404);
      expect((await t.request({ method: "GET", url, token: world.member.token })).statusCode).toBe(404);
    }
    expect((await t.request({ method: "GET", url: `/api/projects/${world.project.id}/export.eln`, token: world.viewer.token })).statusCode).toBe(200);
  });

  it("writes an inline image into note.html as the file's path in the note's folder", async () => {
    const { project } = await noteWithInlineImage("Inline images");
    const res = await t.request({ method: "GET", url: `/api/projects/${project.id}/export.eln`, token: world.owner.token });
    expect(await checkEln(res.rawPayload)).toEqual([]);
    const entries = await readZip(res.rawPayload);
    const html = [...entries].find(([k]) => k.endsWith("/note.html"))![1].toString();
    expect(html).toContain('<img src="files/example.jpg" alt="example.jpg">');
    // The path names the file beside note.html in the archive.
    const htmlPath = [...entries.keys()].find((k) => k.endsWith("/note.html"))!;
    expect(entries.has(htmlPath.replace(/note\.html$/, "files/example.jpg"))).toBe(true);
  });

  it("leaves the notes in the trash, and their files, out of a project's export", async () => {
    const { owner } = world;
    const { project } = await buildProject(t, owner, "Trash");
    await createNote(t.ctx.db, { projectId: project.id, title: "Kept", userId: owner.id, content: { methods: doc("kept") } });
    const gone = await createNote(t.ctx.db, { projectId: project.id, title: "Thrown away", userId: owner.id, content: { methods: doc("gone") } });
    const bytes = Buffer.from("trashed bytes");
    await createAttachment(t.ctx.db, createStorage(t.config), { noteId: gone.id, projectId: project.id, name: "trashed.txt", size: bytes.length, contentType: "text/plain", uploadedBy: owner.id }, bytes);
    await t.ctx.db.update(notes).set({ deletedAt: new Date(), deletedBy: owner.id }).where(eq(notes.id, gone.id));

    const res = await t.request({ method: "GET", url: `/api/projects/${project.id}/export.eln`, token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(await checkEln(res.rawPayload)).toEqual([]);
    const entries = await readZip(res.rawPayload);
    const graph = JSON.parse([...entries].find(([k]) => k.endsWith("ro-crate-metadata.json"))![1].toString())["@graph"] as Record<string, unknown>[];
    expect(graph.filter((n) => n["@type"] === "Dataset" && n["@id"] !== "./").map((n) => n.name)).toEqual(["Kept"]);
    expect(graph.find((n) => n.name === "trashed.txt")).toBeUndefined();
    expect([...entries.keys()].filter((k) => k.includes("trashed") || k.includes("Thrown"))).toEqual([]);
  });

  it("names folders and files after titles safely on every system, distinct, while the crate keeps the real names", async () => {
    const { owner } = world;
    const { project } = await buildProject(t, owner, "<b>x</b>");
    const a = await createNote(t.ctx.db, { projectId: project.id, title: "<b>x</b>", userId: owner.id });
    await createNote(t.ctx.db, { projectId: project.id, title: "<b>x</b>", userId: owner.id });
    const bytes = Buffer.from("data");
    for (const name of ["con.txt", "a?.csv", "a？.csv", "<b>x</b>.html"]) {
      await createAttachment(t.ctx.db, createStorage(t.config), { noteId: a.id, projectId: project.id, name, size: bytes.length, contentType: "text/plain", uploadedBy: owner.id }, bytes);
    }
    const res = await t.request({ method: "GET", url: `/api/projects/${project.id}/export.eln`, token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain(`filename*=UTF-8''${encodeURIComponent("＜b＞x＜／b＞.eln")}`);
    expect(await checkEln(res.rawPayload)).toEqual([]);
    const entries = [...(await readZip(res.rawPayload)).keys()];
    expect(new Set(entries.map((k) => k.split("/")[0]))).toEqual(new Set(["＜b＞x＜／b＞"]));
    const folders = new Set(entries.map((k) => k.split("/")[1]).filter((f) => f !== "ro-crate-metadata.json"));
    expect(folders.size).toBe(2);
    for (const f of folders) expect(f).toMatch(/^＜b＞x＜／b＞-[0-9a-f]{8}$/);
    const files = entries.filter((k) => k.includes("/files/")).map((k) => k.split("/").pop()).sort();
    expect(files).toEqual(["a？ (2).csv", "a？.csv", "con_.txt", "＜b＞x＜／b＞.html"].sort());
    const res2 = await importFile(res.rawPayload);
    expect(res2.statusCode, res2.body).toBe(201);
    const imported = await t.ctx.db.select({ name: attachments.name }).from(attachments).where(eq(attachments.projectId, res2.json().projectId));
    // The archive's names back, a slash kept visible (an attachment's name is not a path here) instead of cutting the name.
    expect(imported.map((f) => f.name).sort()).toEqual(["<b>x<／b>.html", "a?.csv", "a？.csv", "con.txt"].sort());
  });

  it("percent-encodes the @id of every folder and file (spaces, #, %, ?, Japanese); the zip keeps the real names, and an import reads them back", async () => {
    const { owner } = world;
    const { project } = await buildProject(t, owner, "Encoding");
    const note = await createNote(t.ctx.db, { projectId: project.id, title: "収率 50% #1 ok?", userId: owner.id, content: { results: doc("yield") } });
    const bytes = Buffer.from("t,v\n0,1\n");
    await createAttachment(t.ctx.db, createStorage(t.config), { noteId: note.id, projectId: project.id, name: "データ #2 100%.csv", size: bytes.length, contentType: "text/csv", uploadedBy: owner.id }, bytes);
    const res = await t.request({ method: "GET", url: `/api/projects/${project.id}/export.eln`, token: owner.token });
    // The checker requires each Dataset's and File's @id to be a URI path that decodes to its entry.
    expect(await checkEln(res.rawPayload)).toEqual([]);
    const entries = await readZip(res.rawPayload);
    const graph = JSON.parse([...entries].find(([k]) => k.endsWith("ro-crate-metadata.json"))![1].toString())["@graph"] as Record<string, unknown>[];
    const csv = graph.find((n) => n.name === "データ #2 100%.csv")!;
    const folder = [...entries.keys()].find((k) => k.endsWith("/files/データ #2 100%.csv"))!.split("/")[1];
    expect(folder).toMatch(/^収率 50% #1 ok？-[0-9a-f]{8}$/);
    expect(csv["@id"]).toBe(`./${encodeURIComponent(folder)}/files/${encodeURIComponent("データ #2 100%.csv")}`);
    expect(csv["@id"]).toMatch(/^\.\/%E5%8F%8E%E7%8E%87%2050%25%20%231%20ok%EF%BC%9F-[0-9a-f]{8}\/files\/%E3%83%87/);
    expect(graph.find((n) => n.name === "収率 50% #1 ok?")!["@id"]).toBe(`./${encodeURIComponent(folder)}/`);

    const imported = await importFile(res.rawPayload);
    expect(imported.statusCode, imported.body).toBe(201);
    // Read as our own note (note.json found through the encoded @ids): one real file, no sidecars.
    expect(imported.json()).toMatchObject({ notes: 1, attachments: 1, warnings: [] });
    const [back] = await projectNotes(imported.json().projectId);
    expect(back).toMatchObject({ title: "収率 50% #1 ok?", hashes: { "データ #2 100%.csv": sha(bytes) } });
  });
});

/** A project with one note whose text shows its attachment example.jpg inline (an image node naming the attachment). */
async function noteWithInlineImage(title: string) {
  const { owner } = world;
  const { project } = await buildProject(t, owner, title);
  const note = await createNote(t.ctx.db, { projectId: project.id, title: "Microscopy", userId: owner.id });
  const jpg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
  const file = await createAttachment(t.ctx.db, createStorage(t.config), { noteId: note.id, projectId: project.id, name: "example.jpg", size: jpg.length, contentType: "image/jpeg", uploadedBy: owner.id }, jpg);
  const image = { type: "image", attrs: { src: "", alt: "example.jpg", attachmentId: file.id } };
  await t.ctx.db.update(notes).set({ content: { results: { type: "doc", content: [image, ...doc("Cells at 40x.").content] } } }).where(eq(notes.id, note.id));
  return { project, note, file };
}

describe("the consortium-rules checker", () => {
  it("pages through many notes, each once", async () => {
    const { project } = await buildProject(t, world.owner, "Many");
    await t.ctx.db.insert(notes).values(Array.from({ length: 57 }, (_, i) => ({ projectId: project.id, title: `n${i}`, createdBy: world.owner.id })));
    const res = await t.request({ method: "GET", url: `/api/projects/${project.id}/export.eln`, token: world.owner.token });
    expect(await checkEln(res.rawPayload)).toEqual([]);
    const meta = JSON.parse([...(await readZip(res.rawPayload))].find(([k]) => k.endsWith("ro-crate-metadata.json"))![1].toString());
    const names = meta["@graph"].filter((n: { "@type": string; "@id": string }) => n["@type"] === "Dataset" && n["@id"] !== "./").map((n: { name: string }) => n.name);
    expect(new Set(names).size).toBe(57);
  });

  it("finds what breaks the rules", async () => {
    const crate = JSON.parse(minimalCrate([{ "@id": "./d/" }], [
      { "@id": "./d/", "@type": "Dataset", keywords: ["a", "b"], hasPart: [{ "@id": "./d/x.txt" }, { "@id": "./d/gone.txt" }] },
      { "@id": "./d/x.txt", "@type": "File", name: "x.txt", sha256: "00", contentSize: "1" },
      { "@id": "./d/gone.txt", "@type": "File", name: "gone.txt" },
      { "@id": "./d/a b#1.txt", "@type": "File", name: "a b#1.txt" },
    ]));
    crate["@graph"][2].hasPart.push({ "@id": "./d/a b#1.txt" });
    const errors = await checkEln(await makeZip({ "r/ro-crate-metadata.json": JSON.stringify(crate), "r/d/x.txt": "x", "stray.txt": "s" }));
    expect(errors.join("\n")).toMatch(/outside the root folder/);
    const inside = await checkEln(await makeZip({ "r/ro-crate-metadata.json": JSON.stringify(crate), "r/d/x.txt": "x" }));
    expect(inside).toEqual(
      expect.arrayContaining([
        "descriptor lacks sdPublisher",
        "Dataset ./d/ lacks name",
        "./d/ has keywords as a list",
        "File ./d/x.txt has a wrong sha256",
        "File ./d/gone.txt is not in the archive",
        "./d/a b#1.txt is not a percent-encoded URI path",
        expect.stringMatching(/^schema: .*keywords/),
      ]),
    );
  });
});

describe("a download that stops halfway", () => {
  it("stops the export without errors and closes what it opened", async () => {
    const { exportEln } = await import("./exportEln");
    const { stream } = exportEln(
      { db: t.ctx.db, storage: createStorage(t.config), appUrl: t.config.appUrl, appVersion: "test" },
      { title: "P", description: "", projectId: world.project.id },
    );
    const closed = new Promise<void>((r) => stream.once("close", () => r()));
    for await (const chunk of stream) {
      expect(chunk.length).toBeGreaterThan(0);
      break; // leaving the loop destroys the stream, as a client hanging up does
    }
    await closed;
    await new Promise((r) => setTimeout(r, 300));
  });
});

describe(".eln download links (browser downloads stream to disk)", () => {
  it("issues a signed link to readers only; the link works without a header and is checked again", async () => {
    const url = `/api/projects/${world.project.id}/export-link`;
    expect((await t.request({ method: "POST", url, token: world.outsider.token })).statusCode).toBe(404);
    const issued = await t.request({ method: "POST", url, token: world.viewer.token });
    expect(issued.statusCode).toBe(200);
    const link = issued.json().url as string;
    const res = await t.request({ method: "GET", url: link });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename=".*\.eln"/);
    expect(await checkEln(res.rawPayload)).toEqual([]);
    expect((await t.request({ method: "GET", url: link.slice(0, -2) + "xx" })).statusCode).toBe(400);
  });
});

describe(".eln import", () => {
  it("round-trips our own export: titles, text (Japanese and English), tags, attachment hashes", async () => {
    const exported = await t.request({ method: "GET", url: `/api/projects/${world.project.id}/export.eln`, token: world.owner.token });
    const res = await importFile(exported.rawPayload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // The two real files only: note.json, note.html, versions.json, materials.json and risk-assessment.json are read, not attached.
    expect(body).toMatchObject({ notes: 2, attachments: 2, materialLines: 0, materialsCreated: 0, warnings: [] });
    const [project] = await t.ctx.db.select().from(projects).where(eq(projects.id, body.projectId));
    // Imported into the space it came from, beside the project named "Project".
    expect(project.title).toBe("Project (2)");
    expect(project.description).toBe(`Imported from ELN (${t.config.appUrl}) / ELN (${t.config.appUrl}) からインポート`);
    const before = await projectNotes(world.project.id);
    const after = await projectNotes(body.projectId);
    expect(after.map((n) => n.title)).toEqual(before.map((n) => n.title));
    for (let i = 0; i < before.length; i++) {
      expect(after[i].plainText).toBe(before[i].plainText);
      expect(after[i].content).toEqual(before[i].content);
      expect(after[i].tags).toEqual(before[i].tags);
      for (const [name, hash] of Object.entries(before[i].hashes)) expect(after[i].hashes[name]).toBe(hash);
    }
    expect(after[0].plainText + after[1].plainText).toMatch(/サリチル酸/);
  });

  it("round-trips material lines into another space: found by CAS or name, added when missing; sidecars are not attachments", async () => {
    const { owner } = world;
    const { project } = await buildProject(t, owner, "Esters");
    const note = await createNote(t.ctx.db, { projectId: project.id, title: "Esterification", userId: owner.id, content: { methods: doc("Reflux 2 h.") } });
    const [system] = await t.ctx.db.select().from(materials).where(and(isNull(materials.spaceId), isNotNull(materials.casNumber))).limit(1);
    const buffer = await buildMaterial(t, world.space.id, owner, "Buffer A", { nameEn: "Buffer A (pH 7)" });
    const catalyst = await buildMaterial(t, world.space.id, owner, "Homemade catalyst", { formula: "C6H6", molarMass: 78.11, density: 0.88, riskType: "flammable", physicalState: "liquid" });
    await t.ctx.db.insert(noteMaterials).values([
      { noteId: note.id, materialId: system.id, quantity: 2.5, unit: "g", position: 0, isLimiting: true },
      { noteId: note.id, materialId: buffer.id, quantity: 10, unit: "mL", position: 1 },
      { noteId: note.id, materialId: catalyst.id, quantity: 0.1, unit: "mL", position: 2 },
    ]);
    await t.ctx.db.insert(noteRiskScreenings).values({ noteId: note.id, answers: { ventilation: "yes", chem_flammable: "yes" }, comments: { chem_flammable: "toluene 500 mL" } });
    const exported = await t.request({ method: "GET", url: `/api/projects/${project.id}/export.eln`, token: owner.token });
    expect(exported.statusCode).toBe(200);
    expect(await checkEln(exported.rawPayload)).toEqual([]);
    // Beside materials.json and risk-assessment.json, the lines and the screening as the specification's flexible
    // metadata (variableMeasured PropertyValues), which other notebooks read as fields.
    const graph = JSON.parse([...(await readZip(exported.rawPayload))].find(([k]) => k.endsWith("ro-crate-metadata.json"))![1].toString())["@graph"] as Record<string, unknown>[];
    const dataset = graph.find((n) => n.name === "Esterification")!;
    const variables = (dataset.variableMeasured as { "@id": string }[]).map((r) => graph.find((n) => n["@id"] === r["@id"]));
    expect(variables).toEqual([
      expect.objectContaining({ "@type": "PropertyValue", propertyID: "materials.0", name: system.name, value: 2.5, unitText: "g", description: `CAS ${system.casNumber}, limiting reagent` }),
      expect.objectContaining({ "@type": "PropertyValue", propertyID: "materials.1", name: "Buffer A", value: 10, unitText: "mL" }),
      expect.objectContaining({ "@type": "PropertyValue", propertyID: "materials.2", name: "Homemade catalyst", value: 0.1, unitText: "mL" }),
      expect.objectContaining({ "@type": "PropertyValue", propertyID: "riskScreening.ventilation", name: "ventilation", value: "yes" }),
      expect.objectContaining({ "@type": "PropertyValue", propertyID: "riskScreening.chem_flammable", name: expect.stringMatching(/^Will you use flammable materials/), value: "yes", description: "toluene 500 mL" }),
    ]);
    expect(variables[1]).not.toHaveProperty("description");

    // Another space of the same person, whose register already has its own "Buffer A".
    const other = await buildSpace(t, owner, "Other lab");
    const theirBuffer = await buildMaterial(t, other.id, owner, "Buffer A");
    const res = await importFile(exported.rawPayload, owner.token, other.id);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ notes: 1, attachments: 0, materialLines: 3, materialsCreated: 1 });
    expect(body.warnings).toEqual([{ code: "risk_not_imported", path: expect.stringMatching(/risk-assessment\.json$/) }]);

    const [imported] = await t.ctx.db.select().from(notes).where(eq(notes.projectId, body.projectId));
    expect(await t.ctx.db.select().from(attachments).where(eq(attachments.noteId, imported.id))).toEqual([]);
    const lines = await loadNoteMaterialRows(t.ctx.db, imported.id);
    expect(lines.map(({ line, material }) => [material.name, Number(line.quantity), line.unit, line.isLimiting])).toEqual([
      [system.name, 2.5, "g", true],
      ["Buffer A", 10, "mL", false],
      ["Homemade catalyst", 0.1, "mL", false],
    ]);
    expect(lines[0].material.id).toBe(system.id);
    expect(lines[1].material.id).toBe(theirBuffer.id);
    // The missing material is added to the target space with what amounts and risk need.
    expect(lines[2].material).toMatchObject({ spaceId: other.id, formula: "C6H6", density: 0.88, riskType: "flammable", physicalState: "liquid" });
    expect(lines[2].material.molarMass).toBeCloseTo(78.11, 1);

    // A second import finds the material added by the first instead of adding it again.
    const again = (await importFile(exported.rawPayload, owner.token, other.id)).json();
    expect(again).toMatchObject({ materialLines: 3, materialsCreated: 0 });
  });

  it("points an inline image of our own export at the attachment it was imported as, not at the exported one", async () => {
    const { project, file } = await noteWithInlineImage("Image round trip");
    type J = { type: string; text?: string; attrs?: Record<string, unknown>; content?: J[] };
    const nodesOf = (content: unknown) => {
      const all: J[] = [];
      const walk = (n: J) => (all.push(n), n.content?.forEach(walk));
      Object.values(content as Record<string, J>).forEach(walk);
      return all;
    };
    const importedImage = async (bytes: Buffer) => {
      const res = await importFile(bytes);
      expect(res.statusCode, res.body).toBe(201);
      const [note] = await t.ctx.db.select().from(notes).where(eq(notes.projectId, res.json().projectId));
      const [jpg] = await t.ctx.db.select().from(attachments).where(and(eq(attachments.noteId, note.id), eq(attachments.name, "example.jpg")));
      return { jpg, nodes: nodesOf(note.content) };
    };
    const exported = (await t.request({ method: "GET", url: `/api/projects/${project.id}/export.eln`, token: world.owner.token })).rawPayload;
    const { jpg, nodes } = await importedImage(exported);
    expect(jpg.id).not.toBe(file.id);
    expect(nodes.find((n) => n.type === "image")?.attrs).toMatchObject({ alt: "example.jpg", attachmentId: jpg.id });

    // An archive whose note.json names no attachment ids (exported before it did): the image is the one file of its name;
    // an image of a file the archive does not hold keeps its text only, rather than pointing at someone else's file.
    const entries = await readZip(exported);
    const rewritten: Record<string, Buffer> = {};
    for (const [name, bytes] of entries) {
      if (name.endsWith("/")) continue;
      if (!name.endsWith("/note.json")) rewritten[name] = bytes;
      else {
        const json = JSON.parse(bytes.toString());
        delete json.attachmentIds;
        json.sections.results.content.push({ type: "image", attrs: { src: "", alt: "elsewhere.png", attachmentId: file.id } });
        rewritten[name] = Buffer.from(JSON.stringify(json));
      }
    }
    const old = await importedImage(await makeZip(rewritten));
    expect(old.nodes.filter((n) => n.type === "image").map((n) => n.attrs)).toEqual([expect.objectContaining({ alt: "example.jpg", attachmentId: old.jpg.id })]);
    expect(old.nodes.some((n) => n.type === "text" && n.text === "[elsewhere.png]")).toBe(true);
    expect(JSON.stringify(old.nodes)).not.toContain(file.id);
  });

  it("round-trips what RO-Crate has no field for: comments (as Comment nodes), chart settings, tag colours", async () => {
    const { owner } = world;
    const { project } = await buildProject(t, owner, "Calibration");
    const [tag] = await t.ctx.db.insert(tags).values({ projectId: project.id, title: "HPLC", color: "#6a1b9a" }).returning();
    const note = await createNote(t.ctx.db, { projectId: project.id, title: "Caffeine standards", userId: owner.id, content: { conclusion: doc("Linear up to 20 mg/L.") }, tagIds: [tag.id] });
    const csv = Buffer.from("conc,area\n0,0\n10,1520\n");
    const file = await createAttachment(t.ctx.db, createStorage(t.config), { noteId: note.id, projectId: project.id, name: "cal.csv", size: csv.length, contentType: "text/csv", uploadedBy: owner.id }, csv);
    const chart = { kind: "scatter" as const, xColumn: "conc", yColumns: ["area"], xTitle: "mg/L", yTitle: "Area" };
    await t.ctx.db.update(attachments).set({ chartSettings: chart }).where(eq(attachments.id, file.id));
    const [question] = await t.ctx.db.insert(noteComments).values({ noteId: note.id, authorId: owner.id, body: "Check the 20 mg/L point again" }).returning();
    await t.ctx.db.insert(noteComments).values({ noteId: note.id, parentId: question.id, authorId: world.editor.id, body: "Re-injected: same area" });

    const exported = await t.request({ method: "GET", url: `/api/projects/${project.id}/export.eln`, token: owner.token });
    expect(await checkEln(exported.rawPayload)).toEqual([]);
    const graph = JSON.parse([...(await readZip(exported.rawPayload))].find(([k]) => k.endsWith("ro-crate-metadata.json"))![1].toString())["@graph"] as Record<string, unknown>[];
    const ds = graph.find((n) => n.name === "Caffeine standards")!;
    const comments = (ds.comment as { "@id": string }[]).map((c) => graph.find((n) => n["@id"] === c["@id"])!);
    expect(comments).toMatchObject([
      { "@type": "Comment", text: "Check the 20 mg/L point again", author: { "@id": `#person-${owner.id}` } },
      { "@type": "Comment", text: "Re-injected: same area", parentItem: { "@id": comments[0]["@id"] } },
    ]);

    const res = await importFile(exported.rawPayload);
    expect(res.statusCode, res.body).toBe(201);
    const [imported] = await t.ctx.db.select().from(notes).where(eq(notes.projectId, res.json().projectId));
    // The comments are the note's comment threads again (the reply a reply), with their dates, not text added to its conclusion;
    // their writers named (without the e-mail the archive gives) apart from the text, not made the authors of comments here.
    expect(imported.plainText).toBe(note.plainText);
    const originals = await t.ctx.db.select().from(noteComments).where(eq(noteComments.noteId, note.id)).orderBy(asc(noteComments.createdAt));
    const back = await t.ctx.db.select().from(noteComments).where(eq(noteComments.noteId, imported.id)).orderBy(asc(noteComments.createdAt));
    const from = `ELN (${t.config.appUrl})`;
    expect(back).toMatchObject([
      { parentId: null, authorId: null, importedAuthor: "Olivia Owner", importedFrom: from, body: "Check the 20 mg/L point again", createdAt: originals[0].createdAt },
      { parentId: back[0].id, authorId: null, importedAuthor: "Eddie Editor", importedFrom: from, body: "Re-injected: same area", createdAt: originals[1].createdAt },
    ]);
    // Shown in the note's comments panel like any thread.
    const listed = await t.request({ method: "GET", url: `/api/notes/${imported.id}/comments`, token: owner.token });
    expect(listed.json().items.map((c: { author: unknown; parentId: string | null; imported: unknown }) => [c.author, c.parentId, c.imported])).toEqual([
      [null, null, { author: "Olivia Owner", from }],
      [null, back[0].id, { author: "Eddie Editor", from }],
    ]);
    // Exported again, an imported comment still names its writer (a person of that notebook, not an account here).
    const again = await t.request({ method: "GET", url: `/api/projects/${res.json().projectId}/export.eln`, token: owner.token });
    const graph2 = JSON.parse([...(await readZip(again.rawPayload))].find(([k]) => k.endsWith("ro-crate-metadata.json"))![1].toString())["@graph"] as Record<string, unknown>[];
    const first = graph2.find((n) => n["@type"] === "Comment" && n.text === "Check the 20 mg/L point again")!;
    expect(graph2.find((n) => n["@id"] === (first.author as { "@id": string })["@id"])).toMatchObject({ "@type": "Person", name: "Olivia Owner" });
    const [importedFile] = await t.ctx.db.select().from(attachments).where(eq(attachments.noteId, imported.id));
    expect(importedFile.chartSettings).toEqual(chart);
    const importedTags = await t.ctx.db.select({ title: tags.title, color: tags.color }).from(noteTags).innerJoin(tags, eq(tags.id, noteTags.tagId)).where(eq(noteTags.noteId, imported.id));
    expect(importedTags).toEqual([{ title: "HPLC", color: "#6a1b9a" }]);
  });

  it("keeps a note's history from another notebook as its versions.json file, with a remark, not as versions made here", async () => {
    const { owner, editor } = world;
    const { project } = await buildProject(t, owner, "Titration");
    const note = await createNote(t.ctx.db, { projectId: project.id, title: "Endpoint by phenolphthalein", userId: owner.id, content: { methods: doc("Titrate to pink.") } });
    const edited = docFromJson({ methods: doc("Titrate to faint pink, stable 30 s.") });
    await writeVersion(t.ctx.db, note.id, { reason: "manual", authorId: editor.id, snap: snapshotOf(edited, note.title) });
    const history = await t.ctx.db.select().from(noteVersions).where(eq(noteVersions.noteId, note.id)).orderBy(asc(noteVersions.version));
    const exported = await t.request({ method: "GET", url: `/api/projects/${project.id}/export.eln`, token: owner.token });
    expect(await checkEln(exported.rawPayload)).toEqual([]);
    const [, versionsFile] = [...(await readZip(exported.rawPayload))].find(([k]) => k.endsWith("/versions.json"))!;

    const res = await importFile(exported.rawPayload);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ attachments: 1, warnings: [{ code: "history_kept_as_file", path: expect.stringMatching(/\/versions\.json$/) }] });
    const [imported] = await t.ctx.db.select().from(notes).where(eq(notes.projectId, res.json().projectId));
    // The file as exported, readable without the crate: each version's number, date and author's name.
    const [kept] = await t.ctx.db.select().from(attachments).where(eq(attachments.noteId, imported.id));
    expect(kept.name).toBe("versions.json");
    const bytes = Buffer.concat(await (await createStorage(t.config).get(kept.storageKey)).toArray());
    expect(sha(bytes)).toBe(sha(versionsFile));
    // Each version with its text (the evidence of what was written when), not only who and when.
    expect(JSON.parse(bytes.toString())).toMatchObject(
      history.map((v, i) => ({
        version: v.version,
        reason: v.reason,
        authorName: ["Olivia Owner", "Eddie Editor"][i],
        createdAt: v.createdAt.toISOString(),
        content: { methods: doc(["Titrate to pink.", "Titrate to faint pink, stable 30 s."][i]) },
        tags: [],
        materials: [],
      })),
    );
    // Here the note has one version: its import.
    const here = await t.ctx.db.select().from(noteVersions).where(eq(noteVersions.noteId, imported.id));
    expect(here.map((v) => [v.version, v.reason, v.authorId])).toEqual([[1, "create", owner.id]]);
  });

  it("exports each note's signatures with the record they cover; an import keeps them as a file, signed elsewhere, not as signatures here", async () => {
    const { owner, editor } = world;
    const { project } = await buildProject(t, owner, "Assay");
    const note = await createNote(t.ctx.db, { projectId: project.id, title: "ELISA plate 3", userId: owner.id, content: { results: doc("OD450 0.82") } });
    const csv = Buffer.from("well,od\nA1,0.82\n");
    await createAttachment(t.ctx.db, createStorage(t.config), { noteId: note.id, projectId: project.id, name: "plate.csv", size: csv.length, contentType: "text/csv", uploadedBy: owner.id }, csv);
    const signed = await t.request({ method: "POST", url: `/api/notes/${note.id}/signatures`, token: owner.token, payload: { meaning: "authored", password: owner.password } });
    expect(signed.statusCode, signed.body).toBe(200);
    // A reviewer's signature that carried a time-stamp token (the test app has no TSA).
    const [authored] = await t.ctx.db.select().from(noteSignatures).where(eq(noteSignatures.noteId, note.id));
    const token = Buffer.from("a DER time-stamp token");
    await t.ctx.db.insert(noteSignatures).values({ noteId: note.id, signerId: editor.id, signerName: "Eddie Editor", meaning: "reviewed", contentHash: authored.contentHash, signedAt: new Date(Date.now() + 1000), tsaToken: token, tsaTime: new Date(), tsaUrl: "https://tsa.example.org" });

    const exported = await t.request({ method: "GET", url: `/api/projects/${project.id}/export.eln`, token: owner.token });
    expect(await checkEln(exported.rawPayload)).toEqual([]);
    const entries = [...(await readZip(exported.rawPayload))];
    const graph = JSON.parse(entries.find(([k]) => k.endsWith("ro-crate-metadata.json"))![1].toString())["@graph"] as Record<string, unknown>[];
    const ds = graph.find((n) => n.name === "ELISA plate 3")!;
    const fileNode = graph.find((n) => (n["@id"] as string).endsWith("/signatures.json"))!;
    expect(ds.hasPart).toContainEqual({ "@id": fileNode["@id"] });
    const file = JSON.parse(entries.find(([k]) => k.endsWith("/signatures.json"))![1].toString());
    // The reader's check: the record's RFC 8785 hash is what each signature covers, and its files are the crate's.
    expect(sha(Buffer.from(canonicalize(file.record)!))).toBe(authored.contentHash);
    expect(file).toMatchObject({
      format: "eln-signatures/2",
      recordSha256: authored.contentHash,
      signatures: [
        { signer: { name: "Olivia Owner" }, meaning: "authored", signedAt: authored.signedAt.toISOString(), contentHash: authored.contentHash, matchesRecord: true, timestamp: null },
        { signer: { name: "Eddie Editor" }, meaning: "reviewed", matchesRecord: true, timestamp: { tsa: "https://tsa.example.org", token: token.toString("base64") } },
      ],
    });
    expect(file.record.attachments).toEqual([expect.objectContaining({ name: "plate.csv", sha256: graph.find((n) => n.name === "plate.csv")!.sha256 })]);

    const res = await importFile(exported.rawPayload);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().warnings).toEqual([{ code: "signatures_kept_as_file", path: expect.stringMatching(/\/signatures\.json$/) }]);
    const [imported] = await t.ctx.db.select().from(notes).where(eq(notes.projectId, res.json().projectId));
    expect((await t.ctx.db.select().from(attachments).where(eq(attachments.noteId, imported.id))).map((a) => a.name).sort()).toEqual(["plate.csv", "signatures.json"]);
    expect(await t.ctx.db.select().from(noteSignatures).where(eq(noteSignatures.noteId, imported.id))).toEqual([]);
  });

  it("skips material lines it cannot read, with a remark, and imports the rest", async () => {
    const exported = await t.request({ method: "GET", url: `/api/projects/${world.project.id}/export.eln`, token: world.owner.token });
    const entries = await readZip(exported.rawPayload);
    const out: Record<string, Buffer> = {};
    let patched = false;
    for (const [name, bytes] of entries) {
      if (name.endsWith("/")) continue;
      if (!patched && name.endsWith("/materials.json")) {
        patched = true;
        out[name] = Buffer.from(JSON.stringify([{ name: "Ethanol", quantity: 5, unit: "mL" }, { name: "Bad", quantity: -1, unit: "g" }, { name: "Worse", quantity: 1, unit: "bucket" }]));
      } else out[name] = bytes;
    }
    const res = await importFile(await makeZip(out));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.materialLines).toBe(1);
    expect(body.warnings.map((w: { code: string; path: string }) => `${w.code} ${w.path.split(": ").pop()}`)).toEqual(["material_skipped Bad", "material_skipped Worse"]);
  });

  it("imports eLabFTW's export with all its datasets and files", async () => {
    const res = await importFile(readFileSync(`${examples}/elabftw-export.eln`));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.notes).toBe(12);
    // Its two files; each note's metadata kept as ro-crate-dataset.json is not one of the archive's files.
    expect(body.attachments).toBe(2);
    const imported = await projectNotes(body.projectId);
    expect(imported.map((n) => n.title)).toEqual(expect.arrayContaining(["Gold master experiment", "フルーツフライの食性に関する研究", "Synthesis of Aspirin"]));
    const gold = imported.find((n) => n.title === "Gold master experiment")!;
    expect(Object.keys(gold.hashes)).toContain("example.jpg");
    expect(gold.tags).toEqual(expect.arrayContaining(["tag with space", "eln"]));
    expect(gold.plainText).toMatch(/Level 1 title/);
    // Where it came from is the note's header, not a paragraph added to the researcher's text.
    expect(gold.plainText).not.toMatch(/Imported from/);
    // The HTML body keeps its structure and marks (31<sup>321</sup> is not the number 31321).
    type J = { type: string; text?: string; attrs?: Record<string, unknown>; marks?: { type: string; attrs?: Record<string, unknown> }[]; content?: J[] };
    const all: J[] = [];
    const walk = (n: J) => (all.push(n), n.content?.forEach(walk));
    walk((gold.content as Record<string, J>).backgroundAndObjective);
    const types = new Set(all.map((n) => n.type));
    for (const type of ["bulletList", "listItem", "table", "tableRow", "tableCell", "heading", "image"]) expect(types).toContain(type);
    const marked = (text: string) => all.find((n) => n.type === "text" && n.text === text)?.marks?.map((m) => m.type);
    expect([marked("321"), marked("2"), marked("goal"), marked("experiment"), marked("all")]).toEqual([["superscript"], ["subscript"], ["bold"], ["italic"], ["underline"]]);
    expect(all.find((n) => n.text === "A link to elabftw.net")?.marks?.[0]).toMatchObject({ type: "link", attrs: { href: "https://www.elabftw.net/" } });
    // The inline image is the imported attachment; its type comes from the extension, the crate saying only octet-stream.
    const [jpg] = await t.ctx.db.select().from(attachments).where(and(eq(attachments.projectId, body.projectId), eq(attachments.name, "example.jpg")));
    expect(jpg.contentType).toBe("image/jpeg");
    expect(all.find((n) => n.type === "image")?.attrs).toMatchObject({ alt: "example.jpg", attachmentId: jpg.id });
    expect(imported.flatMap((n) => Object.keys(n.hashes))).toEqual(expect.arrayContaining(["example.jpg", "autesse.json"]));
    expect(body.warnings.filter((w: { code: string }) => w.code === "sha256_mismatch")).toEqual([]);
    // Its comments are the notes' comment threads, each with its date and its writer by name; not text in a section.
    const [goldNote] = await t.ctx.db.select().from(notes).where(and(eq(notes.projectId, body.projectId), eq(notes.title, "Gold master experiment")));
    const goldComments = await t.ctx.db.select().from(noteComments).where(eq(noteComments.noteId, goldNote.id));
    expect(goldComments).toEqual([
      expect.objectContaining({
        authorId: null,
        parentId: null,
        createdAt: new Date("2025-09-16T10:32:54+02:00"),
        importedAuthor: expect.stringMatching(/.+/),
        importedFrom: expect.stringMatching(/^eLabFTW/),
        body: expect.stringMatching(/^Great results on the DNA extraction\./),
      }),
    ]);
    expect(gold.plainText).not.toMatch(/Great results on the DNA extraction/);
  });

  it("names a second import of the same archive apart, as a desktop names a copy, among the projects the importer sees", async () => {
    const { owner, editor } = world;
    const space = await buildSpace(t, owner, "Twice");
    const bytes = readFileSync(`${examples}/elabftw-export.eln`);
    const titles: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await importFile(bytes, owner.token, space.id);
      expect(res.statusCode, res.body).toBe(201);
      titles.push((await t.ctx.db.select().from(projects).where(eq(projects.id, res.json().projectId)))[0].title);
    }
    expect(titles).toEqual(["eLabFTW export", "eLabFTW export (2)", "eLabFTW export (3)"]);
    // A project in the trash no longer holds its name.
    await t.ctx.db.update(projects).set({ deletedAt: new Date() }).where(and(eq(projects.spaceId, space.id), eq(projects.title, "eLabFTW export (2)")));
    const again = await importFile(bytes, owner.token, space.id);
    expect((await t.ctx.db.select().from(projects).where(eq(projects.id, again.json().projectId)))[0].title).toBe("eLabFTW export (2)");
    // Projects a member cannot see are not named to them, not even by a number.
    await addSpaceMember(t, space.id, editor);
    const theirs = await importFile(bytes, editor.token, space.id);
    expect((await t.ctx.db.select().from(projects).where(eq(projects.id, theirs.json().projectId)))[0].title).toBe("eLabFTW export");
  });

  it("flushes the imported files to the disk together, once, before the rows that name them commit", async () => {
    const flush = DurableBatch.prototype.flush;
    const projectsDuringFlush: number[] = [];
    const spy = vi.spyOn(DurableBatch.prototype, "flush").mockImplementation(async function (this: DurableBatch) {
      // Another connection: the import's rows are not committed yet.
      projectsDuringFlush.push((await t.ctx.db.select({ id: projects.id }).from(projects).where(eq(projects.spaceId, world.space.id))).length);
      return flush.call(this);
    });
    try {
      const before = (await t.ctx.db.select({ id: projects.id }).from(projects).where(eq(projects.spaceId, world.space.id))).length;
      const res = await importFile(readFileSync(`${examples}/elabftw-export.eln`));
      expect(res.statusCode).toBe(201);
      expect(projectsDuringFlush).toEqual([before]);
      const files = await t.ctx.db.select({ key: attachments.storageKey }).from(attachments).where(eq(attachments.projectId, res.json().projectId));
      expect(files.length).toBeGreaterThan(1);
      for (const f of files) expect(existsSync(path.join(t.dataDir, "files", f.key))).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  it("keeps the archive's author and dates; the importer is who imported it, in the note and the activity", async () => {
    const res = await importFile(readFileSync(`${examples}/elabftw-export.eln`));
    const projectId = res.json().projectId;
    const [gold] = await t.ctx.db.select().from(notes).where(and(eq(notes.projectId, projectId), eq(notes.title, "Gold master experiment")));
    const detail = (await t.request({ method: "GET", url: `/api/notes/${gold.id}`, token: world.owner.token })).json();
    expect(detail.createdAt).toBe("2025-09-16T08:32:54.000Z");
    expect(detail.imported).toMatchObject({ from: "eLabFTW (https://www.elabftw.net)", originalAuthor: "Nicola Mohr", by: { name: "Olivia Owner" } });
    expect(Date.now() - Date.parse(detail.imported.at)).toBeLessThan(60_000);
    const activity = (await t.request({ method: "GET", url: `/api/projects/${projectId}/activity`, token: world.owner.token })).json().items;
    const ofGold = activity.filter((a: { noteId: string }) => a.noteId === gold.id);
    // Not "Olivia created it on Sep 16, 2025" nor "edited" then: she imported it, now.
    expect(ofGold.map((a: { kind: string }) => a.kind).filter((k: string) => k !== "fileAttached" && k !== "commented")).toEqual(["noteImported"]);
    // Its comments were written there, not here: the import stands for them (the archive's writer is no person here).
    expect(ofGold.filter((a: { kind: string }) => a.kind === "commented")).toEqual([]);
    expect(ofGold.find((a: { kind: string }) => a.kind === "noteImported")).toMatchObject({ actor: { name: "Olivia Owner" }, at: detail.imported.at, detail: "eLabFTW (https://www.elabftw.net)" });
    // The PDF names the archive's author as creator, and who imported it from where.
    const pdf = pdfText((await t.request({ method: "GET", url: `/api/notes/${gold.id}/pdf?lang=en`, token: world.owner.token })).rawPayload);
    expect(pdf).toMatch(/Created: .* · Nicola Mohr/);
    expect(pdf).toMatch(/Imported: eLabFTW \(https:\/\/www\.elabftw\.net\) · .* · Olivia Owner/);
    // Exported again, the note's author is still Nicola Mohr (the importer contributed), and so after another import.
    const again = await t.request({ method: "GET", url: `/api/notes/${gold.id}/export.eln`, token: world.owner.token });
    const graph = JSON.parse([...(await readZip(again.rawPayload))].find(([k]) => k.endsWith("ro-crate-metadata.json"))![1].toString())["@graph"] as Record<string, unknown>[];
    const node = (ref: unknown) => graph.find((n) => n["@id"] === (ref as { "@id": string })["@id"]);
    const dataset = graph.find((n) => n["@type"] === "Dataset" && n.genre === "experiment")!;
    expect(node(dataset.author)).toMatchObject({ "@type": "Person", name: "Nicola Mohr" });
    expect(node(dataset.contributor)).toMatchObject({ "@type": "Person", name: "Olivia Owner" });
    const reimported = await importFile(again.rawPayload);
    const [copy] = await t.ctx.db.select().from(notes).where(eq(notes.projectId, reimported.json().projectId));
    expect((await t.request({ method: "GET", url: `/api/notes/${copy.id}`, token: world.owner.token })).json().imported).toMatchObject({ originalAuthor: "Nicola Mohr" });
    // A note made here is not marked.
    const [own] = await t.ctx.db.select().from(notes).where(eq(notes.projectId, world.project.id)).limit(1);
    expect((await t.request({ method: "GET", url: `/api/notes/${own.id}`, token: world.owner.token })).json().imported).toBeNull();
  });

  it("imports PASTA's gold standard with all its datasets and files", async () => {
    const bytes = readFileSync(`${examples}/pasta-gold-standard.eln`);
    const res = await importFile(bytes);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const entries = [...(await readZip(bytes)).keys()].filter((k) => !k.endsWith("/") && !k.endsWith("ro-crate-metadata.json"));
    const imported = await projectNotes(body.projectId);
    expect(imported.filter((n) => n.title !== "Short-RInChIKey=SA-FUHFF-UAGJVSRUFN-GLVNZYODMK-VCORZAIRCD-NUHFF-NSOPS-NUHFF-ZZZ").length).toBe(4);
    const names = imported.flatMap((n) => Object.keys(n.hashes));
    for (const e of entries) expect(names).toContain(e.split("/").pop());
    // Its experiments have no dates of their own: they are dated as the crate was made (2022-08-25), not as imported.
    const dated = await t.ctx.db.select({ createdAt: notes.createdAt }).from(notes).where(eq(notes.projectId, body.projectId));
    expect(dated.map((n) => n.createdAt.toISOString().slice(0, 10))).toEqual(dated.map(() => "2022-08-25"));
    // Its sha256 values are MD5s (or file names): not SHA-256s, rather than SHA-256s that do not match.
    expect(body.warnings.filter((w: { code: string }) => w.code === "sha256_mismatch")).toEqual([]);
    expect(body.warnings.filter((w: { code: string }) => w.code === "sha256_invalid").length).toBeGreaterThan(0);
  });

  it("reads a crate zipped by macOS Finder: its __MACOSX folder of AppleDouble files is not a second root, nor imported", async () => {
    const crate = minimalCrate([{ "@id": "./a/" }], [{ "@id": "./a/", "@type": "Dataset", name: "Run", hasPart: [{ "@id": "./a/x.txt" }] }, { "@id": "./a/x.txt", "@type": "File", name: "x.txt" }]);
    const appleDouble = Buffer.from([0x00, 0x05, 0x16, 0x07, 0, 2, 0, 0]);
    const zip = await makeZip({
      "r/ro-crate-metadata.json": crate,
      "r/a/x.txt": "x",
      "__MACOSX/r/._ro-crate-metadata.json": appleDouble,
      "__MACOSX/r/a/._x.txt": appleDouble,
      // …and Finder's folder settings inside the crate itself, which the metadata never lists.
      "r/.DS_Store": appleDouble,
      "r/a/._x.txt": appleDouble,
    });
    const res = await importFile(zip);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ notes: 1, warnings: [] });
    const names = (await t.ctx.db.select({ name: attachments.name }).from(attachments).where(eq(attachments.projectId, res.json().projectId))).map((a) => a.name);
    expect(names).toContain("x.txt");
    expect(names.filter((n) => n.startsWith("._") || n === ".DS_Store")).toEqual([]);
  });

  it("reads a crate laid out as the specification's example: files the root lists inside an experiment's folder are that experiment's", async () => {
    const dir = "./2022-05-29 - Some-experiment/";
    const crate = minimalCrate(
      [{ "@id": dir }, { "@id": `${dir}data.csv` }, { "@id": `${dir}report.pdf` }, { "@id": "./readme.txt" }],
      [
        { "@id": dir, "@type": "Dataset", name: "Some experiment", author: { "@id": "./author/23" } },
        { "@id": `${dir}data.csv`, "@type": "File", name: "data.csv", encodingFormat: "text/csv" },
        { "@id": `${dir}report.pdf`, "@type": "File", name: "report.pdf", encodingFormat: "application/pdf" },
        { "@id": "./readme.txt", "@type": "File", name: "readme.txt" },
      ],
    );
    const zip = await makeZip({ "r/ro-crate-metadata.json": crate, "r/2022-05-29 - Some-experiment/data.csv": "a,b\n1,2\n", "r/2022-05-29 - Some-experiment/report.pdf": "%PDF-1.4", "r/readme.txt": "loose" });
    const res = await importFile(zip);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ notes: 2, warnings: [] });
    const imported = await projectNotes(res.json().projectId);
    expect(imported.map((n) => [n.title, Object.keys(n.hashes).sort()])).toEqual([
      // The file at the root stays in the note named after the crate.
      ["Minimal", ["readme.txt"]],
      ["Some experiment", ["data.csv", "report.pdf", "ro-crate-dataset.json"]],
    ]);
  });

  it("compares each file with the size and SHA-256 its metadata gives, and says when the sha256 value is not a SHA-256 at all", async () => {
    const body = (name: string) => Buffer.from(`${name} bytes`);
    const node = (name: string, extra: object) => ({ "@id": `./a/${name}`, "@type": "File", name, ...extra });
    const crate = minimalCrate(
      [{ "@id": "./a/" }],
      [
        { "@id": "./a/", "@type": "Dataset", name: "Checks", hasPart: ["right.txt", "number.txt", "short.txt", "md5.txt", "wrong.txt"].map((n) => ({ "@id": `./a/${n}` })) },
        node("right.txt", { contentSize: String(body("right.txt").length), sha256: sha(body("right.txt")) }),
        // eLabFTW writes the size as a number.
        node("number.txt", { contentSize: body("number.txt").length }),
        node("short.txt", { contentSize: "999", sha256: sha(body("short.txt")) }),
        // PASTA's crates carry MD5s under sha256.
        node("md5.txt", { sha256: createHash("md5").update(body("md5.txt")).digest("hex") }),
        node("wrong.txt", { sha256: sha(Buffer.from("something else")) }),
      ],
    );
    const entries: Record<string, Buffer | string> = { "r/ro-crate-metadata.json": crate };
    for (const n of ["right.txt", "number.txt", "short.txt", "md5.txt", "wrong.txt"]) entries[`r/a/${n}`] = body(n);
    const res = await importFile(await makeZip(entries));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ attachments: 5 });
    expect(res.json().warnings).toEqual([
      { code: "size_mismatch", path: "a/short.txt" },
      { code: "sha256_invalid", path: "a/md5.txt" },
      { code: "sha256_mismatch", path: "a/wrong.txt" },
    ]);
  });

  it("finds the entries of @ids as written (our archives before they were encoded) and percent-encoded, a literal %41 not read as A", async () => {
    const ours = (title: string) => JSON.stringify({ format: "eln-note/1", id: "x", title, tags: [], sections: { results: doc(`${title} text`) }, attachmentIds: {} });
    const crateOf = (folder: string, file: string) =>
      minimalCrate(
        [{ "@id": `./${folder}/` }],
        [
          { "@id": `./${folder}/`, "@type": "Dataset", name: "Dataset name", hasPart: [{ "@id": `./${folder}/note.json` }, { "@id": `./${folder}/files/${file}` }] },
          { "@id": `./${folder}/note.json`, "@type": "File", name: "note.json" },
          { "@id": `./${folder}/files/${file}`, "@type": "File", name: "spectrum %41.csv" },
        ],
      );
    for (const [label, folder, file] of [
      ["unencoded", "Sample %41 #1-0001", "spectrum %41.csv"],
      ["encoded", encodeURIComponent("Sample %41 #1-0001"), encodeURIComponent("spectrum %41.csv")],
    ]) {
      const zip = await makeZip({
        "r/ro-crate-metadata.json": crateOf(folder, file),
        "r/Sample %41 #1-0001/note.json": ours(`Our note (${label})`),
        "r/Sample %41 #1-0001/files/spectrum %41.csv": "a,b\n",
      });
      const res = await importFile(zip);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json(), label).toMatchObject({ notes: 1, attachments: 1, warnings: [] });
      const [n] = await projectNotes(res.json().projectId);
      expect(n, label).toMatchObject({ title: `Our note (${label})`, hashes: { "spectrum %41.csv": sha(Buffer.from("a,b\n")) } });
    }
  });

  it("reads leniently: keywords as a list, nested datasets, missing names and version, wrong sha256, unlisted and oversized files", async () => {
    const crate = JSON.stringify({
      "@context": "https://w3id.org/ro/crate/1.1/context",
      "@graph": [
        { "@id": "ro-crate-metadata.json", "@type": "CreativeWork", about: { "@id": "./" } },
        { "@id": "./", "@type": "Dataset", hasPart: [{ "@id": "./a/" }] },
        { "@id": "./a/", "@type": "Dataset", name: "Parent", keywords: ["x", "y"], hasPart: [{ "@id": "./a/data.txt" }, { "@id": "./a/b/" }, { "@id": "./a/big.bin" }] },
        { "@id": "./a/data.txt", "@type": "File", name: "data.txt", sha256: "0".repeat(64) },
        { "@id": "./a/big.bin", "@type": "File", name: "big.bin" },
        { "@id": "./a/b/", "@type": "Dataset", keywords: "z, x", text: "<p>child <b>text</b></p>" },
      ],
    });
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 7);
    const zip = await makeZip({ "c/ro-crate-metadata.json": crate, "c/a/data.txt": "hello", "c/a/extra.txt": "unlisted", "c/a/big.bin": big }, { compress: false });
    const res = await importFile(zip);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.notes).toBe(2);
    const codes = body.warnings.map((w: { code: string }) => w.code).sort();
    expect(codes).toEqual(["file_too_large", "missing_name", "missing_version", "sha256_mismatch", "unlisted_file"]);
    const imported = await projectNotes(body.projectId);
    expect(imported.find((n) => n.title === "Parent")!.tags).toEqual(["x", "y"]);
    const child = imported.find((n) => n.title === "b")!;
    expect(child.tags).toEqual(["x", "z"]);
    expect(child.plainText).toMatch(/child text/);
  });
});

describe("bad .eln input: 4xx, a reason, nothing created", () => {
  const cases: [string, () => Promise<Buffer>, string][] = [
    ["not a ZIP", async () => Buffer.from("just some text, not a zip at all"), "not_zip"],
    ["a truncated ZIP", async () => (await makeZip({ "r/ro-crate-metadata.json": minimalCrate(), "r/x.txt": "x".repeat(5000) })).subarray(0, 200), "truncated"],
    ["no ro-crate-metadata.json", async () => makeZip({ "r/readme.txt": "hi" }), "no_metadata"],
    ["two root folders", async () => makeZip({ "a/ro-crate-metadata.json": minimalCrate(), "b/x.txt": "x" }), "multiple_roots"],
    ["a .. path", async () => patchBytes(await makeZip({ "r/ro-crate-metadata.json": minimalCrate(), "r/xx/evil.txt": "x" }), "r/xx/", "r/../"), "unsafe_path"],
    ["an absolute path", async () => patchBytes(await makeZip({ "r/ro-crate-metadata.json": minimalCrate(), "Xr/evil.txt": "x" }), "Xr/evil", "/r/evil"), "unsafe_path"],
    ["a zip bomb by ratio", async () => makeZip({ "r/ro-crate-metadata.json": minimalCrate(), "r/zeros.bin": Buffer.alloc(20 * 1024 * 1024) }), "zip_bomb"],
    ["a zip bomb over 2 GB declared", async () => patchDeclaredSizes(await makeZip({ "r/ro-crate-metadata.json": minimalCrate(), "r/a.bin": "a" }), 0xfffffff0), "zip_bomb"],
    [
      "a zip bomb lying about its size",
      async () => {
        // A good file first (written to storage, then cleaned up), then the liar.
        const zip = await makeZip({
          "r/ro-crate-metadata.json": minimalCrate([{ "@id": "./good.txt" }, { "@id": "./big.txt" }], [{ "@id": "./good.txt", "@type": "File", name: "good.txt" }, { "@id": "./big.txt", "@type": "File", name: "big.txt" }]),
          "r/good.txt": "fine",
          "r/big.txt": Buffer.from(Array.from({ length: 4000 }, (_, i) => String(i)).join(",")),
        });
        return patchDeclaredSizes(zip, 50, "r/big.txt");
      },
      "zip_bomb",
    ],
    ["JSON that is not an RO-Crate", async () => makeZip({ "r/ro-crate-metadata.json": JSON.stringify({ hello: "world" }) }), "not_rocrate"],
    ["invalid JSON", async () => makeZip({ "r/ro-crate-metadata.json": "{ nope" }), "not_rocrate"],
  ];
  for (const [label, make, reason] of cases) {
    it(`refuses ${label}`, async () => {
      const count = async () => (await t.ctx.db.select({ id: projects.id }).from(projects)).length;
      const attachmentCount = async () => (await t.ctx.db.select({ id: attachments.id }).from(attachments)).length;
      // Bytes already written to storage before the failure are removed again.
      const storedFiles = () => {
        const dir = path.join(t.dataDir, "files");
        return existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
      };
      const [p0, a0, f0] = [await count(), await attachmentCount(), storedFiles()];
      const res = await importFile(await make());
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: "eln_invalid", details: { reason } });
      expect([await count(), await attachmentCount(), storedFiles()]).toEqual([p0, a0, f0]);
    });
  }

  it("permissions: outsiders get 404; a space member may import (space.createProject)", async () => {
    const zip = await makeZip({ "r/ro-crate-metadata.json": minimalCrate() });
    expect((await importFile(zip, world.outsider.token)).statusCode).toBe(404);
    expect((await importFile(zip, world.owner.token, "00000000-0000-0000-0000-000000000000")).statusCode).toBe(404);
    expect((await importFile(zip, world.member.token)).statusCode).toBe(201);
    // A project viewer is a space member: the permission table lets them create (so import into) a
    // project of their own, never into the project they only view.
    const before = (await t.ctx.db.select({ id: notes.id }).from(notes).where(eq(notes.projectId, world.project.id))).length;
    const res = await importFile(zip, world.viewer.token);
    expect(res.statusCode).toBe(201);
    expect(res.json().projectId).not.toBe(world.project.id);
    expect((await t.ctx.db.select({ id: notes.id }).from(notes).where(eq(notes.projectId, world.project.id))).length).toBe(before);
  });
});

describe("large archives: resumable upload, imported as a background job", () => {
  const b64 = (v: string) => Buffer.from(v).toString("base64");
  it("creates a job, takes the archive through tus, imports it in the background with progress", async () => {
    const bytes = readFileSync(`${examples}/elabftw-export.eln`);
    const created = await t.request({ method: "POST", url: `/api/spaces/${world.space.id}/import-jobs`, token: world.member.token, payload: { fileName: "elab.eln", size: bytes.length } });
    expect(created.statusCode).toBe(201);
    const job = created.json();
    expect(job).toMatchObject({ status: "uploading", progress: 0 });
    // Someone else cannot see or feed the job.
    expect((await t.request({ method: "GET", url: `/api/eln/import-jobs/${job.id}`, token: world.owner.token })).statusCode).toBe(404);
    const tusHeaders = { "tus-resumable": "1.0.0" };
    const foreign = await t.request({ method: "POST", url: "/api/eln/uploads", token: world.owner.token, headers: { ...tusHeaders, "upload-length": String(bytes.length), "upload-metadata": `jobId ${b64(job.id)}` } });
    expect(foreign.statusCode).toBe(404);
    const post = await t.request({ method: "POST", url: "/api/eln/uploads", token: world.member.token, headers: { ...tusHeaders, "upload-length": String(bytes.length), "upload-metadata": `jobId ${b64(job.id)},filename ${b64("elab.eln")}` } });
    expect(post.statusCode).toBe(201);
    const location = post.headers.location as string;
    const half = Math.floor(bytes.length / 2);
    for (const [from, to] of [[0, half], [half, bytes.length]]) {
      const patch = await t.request({
        method: "PATCH",
        url: location.startsWith("/") ? location : `/api/eln/uploads/${location}`,
        token: world.member.token,
        headers: { ...tusHeaders, "upload-offset": String(from), "content-type": "application/offset+octet-stream" },
        payload: bytes.subarray(from, to),
      });
      expect(patch.statusCode).toBe(204);
    }
    let state = job;
    for (let i = 0; i < 100 && (state.status === "uploading" || state.status === "running"); i++) {
      await new Promise((r) => setTimeout(r, 200));
      state = (await t.request({ method: "GET", url: `/api/eln/import-jobs/${job.id}`, token: world.member.token })).json();
    }
    expect(state).toMatchObject({ status: "done", progress: 100, result: { notes: 12 } });
    const [project] = await t.ctx.db.select().from(projects).where(eq(projects.id, state.result.projectId));
    expect(project.title).toBe("eLabFTW export");
    expect(project.description).toBe("This is a .eln export from eLabFTW\n\nImported from eLabFTW (https://www.elabftw.net) / eLabFTW (https://www.elabftw.net) からインポート");
  });

  it("a bad archive fails the job with its reason; over 500 MB is refused up front", async () => {
    const bytes = Buffer.from("not a zip at all");
    const job = (await t.request({ method: "POST", url: `/api/spaces/${world.space.id}/import-jobs`, token: world.owner.token, payload: { fileName: "x.eln", size: bytes.length } })).json();
    const post = await t.request({ method: "POST", url: "/api/eln/uploads", token: world.owner.token, headers: { "tus-resumable": "1.0.0", "upload-length": String(bytes.length), "upload-metadata": `jobId ${b64(job.id)}` } });
    await t.request({ method: "PATCH", url: post.headers.location as string, token: world.owner.token, headers: { "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": "application/offset+octet-stream" }, payload: bytes });
    let state = job;
    for (let i = 0; i < 100 && state.status !== "failed" && state.status !== "done"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      state = (await t.request({ method: "GET", url: `/api/eln/import-jobs/${job.id}`, token: world.owner.token })).json();
    }
    expect(state).toMatchObject({ status: "failed", error: { code: "eln_invalid", reason: "not_zip" } });
    const big = await t.request({ method: "POST", url: `/api/spaces/${world.space.id}/import-jobs`, token: world.owner.token, payload: { fileName: "x.eln", size: 501 * 1024 * 1024 } });
    expect(big.statusCode).toBe(400);
    expect((await t.request({ method: "POST", url: `/api/spaces/${world.space.id}/import-jobs`, token: world.outsider.token, payload: { fileName: "x.eln", size: 10 } })).statusCode).toBe(404);
  });
});
