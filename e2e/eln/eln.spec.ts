import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { apiAs, createNote, createUser, expect, signInAs, test, phoneViewport } from "../support/fixtures";
import { attachSmallFile } from "../attachments/attachmentsSupport";

const shots = process.env.E2E_SHOTS ?? path.join(os.tmpdir(), "eln-e2e-shots");

test("export a project as .eln and import it into another space, keyboard only for the import; material lines come back", async ({ page, request }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { space: source, project, note } = await createNote(as, { space: "ELN lab", project: "Round trip 往復", note: "滴定の記録 Titration" });
  await attachSmallFile(request, user, note.id, "curve.csv", "text/csv", Buffer.from("ml,pH\n0,2.1\n5,4.7\n"));
  // A material of the source space only, on the note as its limiting reagent.
  const material = await (await as.post(`/api/spaces/${source.id}/materials`, { name: "Titrant lot 7", formula: "NaOH", riskType: "other" })).json();
  const materialId: string = material.material?.id ?? material.id;
  expect((await as.post(`/api/notes/${note.id}/materials`, { materialId, quantity: 12.5, unit: "mL" })).ok()).toBeTruthy();
  expect((await as.put(`/api/notes/${note.id}/materials/limiting`, { materialId })).ok()).toBeTruthy();
  const space = await (await as.post("/api/spaces", { name: "ELN lab 2", description: "" })).json();

  await signInAs(page, user, `/projects/${project.id}`);
  const downloading = page.waitForEvent("download");
  await page.getByTestId("export-eln-project").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.eln$/);
  const file = path.join(os.tmpdir(), `eln-e2e-${Date.now()}.eln`);
  await download.saveAs(file);
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 2).toString()).toBe("PK");
  expect(bytes.includes(Buffer.from("ro-crate-metadata.json"))).toBe(true);

  await page.goto(`/spaces/${space.id}`);
  // Keyboard: focus the button, open with Enter, choose the file from the focused button.
  const importButton = page.getByTestId("import-eln");
  await importButton.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Import an .eln archive" })).toBeVisible();
  const choosing = page.waitForEvent("filechooser");
  await page.getByTestId("eln-choose-file").focus();
  await page.keyboard.press("Enter");
  await (await choosing).setFiles(file);
  const summary = page.getByTestId("eln-import-summary");
  // One real file; the export's own JSON files are read, not attached.
  await expect(summary).toContainText("Imported 1 note and 1 attachment into a new project.");
  await expect(summary).toContainText("1 material line is back on its note.");
  await expect(summary).toContainText("1 material was not in this space's register and was added to it.");
  await page.screenshot({ path: path.join(shots, "import-summary-1280.png") });
  await page.getByTestId("eln-open-project").click();
  await expect(page.getByTestId("project-title")).toHaveText("Round trip 往復");
  await page.getByTestId("note-row").getByRole("link", { name: "滴定の記録 Titration" }).click();
  const line = page.getByTestId("note-materials-section").getByTestId("note-material-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("Titrant lot 7");
  await expect(line.getByTestId("note-material-line-quantity")).toHaveValue("12.5");
  await expect(line.getByRole("radio")).toBeChecked();
  await expect(page.getByTestId("attachments-section").getByTestId("attachment-name")).toHaveText(["curve.csv"]);
});

test("a note exports from its page; a bad archive is refused with a message in Japanese, on a phone", async ({ page, request }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { space, note } = await createNote(as, { space: "ELN lab", project: "Notes", note: "Single note" });
  await page.setViewportSize(phoneViewport);
  await signInAs(page, user, `/notes/${note.id}`, "ja");
  const downloading = page.waitForEvent("download");
  await page.getByTestId("export-eln-note").click();
  expect((await downloading).suggestedFilename()).toBe("Single note.eln");

  await page.goto(`/spaces/${space.id}`);
  await page.getByTestId("import-eln").click();
  await page.getByTestId("eln-file-input").setInputFiles({ name: "broken.eln", mimeType: "application/zip", buffer: Buffer.from("this is not a zip") });
  await expect(page.getByTestId("eln-import-error")).toHaveText("このファイルは .eln アーカイブではありません（ZIP ファイルではありません）。");
  await page.screenshot({ path: path.join(shots, "import-error-390.png") });
  const projects = await (await as.get(`/api/spaces/${space.id}`)).json();
  expect(JSON.stringify(projects)).not.toContain("broken");
});

test("a large archive goes through the resumable upload and a background import; warnings are listed", async ({ page, request }) => {
  const { randomBytes } = await import("node:crypto");
  const yazl = (await import("yazl")).default;
  const crate = {
    "@context": "https://w3id.org/ro/crate/1.1/context",
    "@graph": [
      { "@id": "ro-crate-metadata.json", "@type": "CreativeWork", about: { "@id": "./" }, conformsTo: { "@id": "https://w3id.org/ro/crate/1.1" }, version: "1.0" },
      { "@id": "./", "@type": "Dataset", name: "Big import", hasPart: [{ "@id": "./run/" }] },
      { "@id": "./run/", "@type": "Dataset", name: "Instrument run", keywords: "raw, 大型", hasPart: [{ "@id": "./run/raw.bin" }, { "@id": "./run/notes.txt" }] },
      { "@id": "./run/raw.bin", "@type": "File", name: "raw.bin" },
      { "@id": "./run/notes.txt", "@type": "File", name: "notes.txt" },
    ],
  };
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(crate)), "big/ro-crate-metadata.json");
  zip.addBuffer(randomBytes(22 * 1024 * 1024), "big/run/raw.bin", { compress: false });
  zip.addBuffer(Buffer.from("measured at 25 °C"), "big/run/notes.txt");
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  const buffer = Buffer.concat(chunks);

  const user = await createUser(request);
  const space = await (await apiAs(request, user).post("/api/spaces", { name: "Big lab", description: "" })).json();
  await signInAs(page, user, `/spaces/${space.id}`);
  await page.getByTestId("import-eln").click();
  await page.getByTestId("eln-file-input").setInputFiles({ name: "big.eln", mimeType: "application/zip", buffer });
  const summary = page.getByTestId("eln-import-summary");
  // notes.txt only: raw.bin is over the limit, and the note's ro-crate-dataset.json is not one of the archive's files.
  await expect(summary).toContainText("Imported 1 note and 1 attachment into a new project.", { timeout: 60_000 });
  await expect(page.getByTestId("eln-import-warnings")).toContainText("Left out: over the 10 MB attachment limit");
  await expect(page.getByTestId("eln-import-warnings")).toContainText("run/raw.bin");
  await page.screenshot({ path: path.join(shots, "import-warnings-1280.png") });
  await page.setViewportSize(phoneViewport);
  await page.screenshot({ path: path.join(shots, "import-warnings-390.png") });
  await page.getByTestId("eln-open-project").click();
  await expect(page.getByTestId("project-title")).toHaveText("Big import");
});

test("an eLabFTW note keeps its formatting (lists, a table, bold and italic, sub- and superscript, a link, its image) and its author", async ({ page, request }) => {
  const user = await createUser(request, { fullName: "Bob Witness" });
  const space = await (await apiAs(request, user).post("/api/spaces", { name: "From eLabFTW", description: "" })).json();
  await signInAs(page, user, `/spaces/${space.id}`);
  await page.getByTestId("import-eln").click();
  await page.getByTestId("eln-file-input").setInputFiles(path.join(import.meta.dirname, "../../apps/server/src/eln/fixtures/elabftw-export.eln"));
  await expect(page.getByTestId("eln-import-summary")).toContainText("Imported 12 notes");
  await page.getByTestId("eln-open-project").click();
  await page.getByTestId("note-row").getByRole("link", { name: "Gold master experiment" }).click();
  // The archive's author and dates; the importer is who imported it, not who created it in 2025.
  const meta = page.getByTestId("note-meta");
  await expect(meta).toHaveText(/^Created Sep 16, 2025.* · Imported from eLabFTW \(https:\/\/www\.elabftw\.net\), by Nicola Mohr · imported .+ by Bob Witness · last edited Sep 16, 2025.*\(before the import\)$/);
  await expect(meta).not.toContainText("Created Sep 16, 2025 by Bob Witness");
  const body = page.getByTestId("editor-backgroundAndObjective");
  await expect(body.locator("h1")).toHaveText("Level 1 title");
  await expect(body.locator("ul li")).toHaveCount(4);
  await expect(body.locator("table tr")).toHaveCount(2);
  // 31 to the power 321, not the number 31321.
  await expect(body.locator("td sup")).toHaveText("321");
  await expect(body.locator("td sub")).toHaveText("2");
  await expect(body.locator("strong")).toHaveText("goal");
  await expect(body.locator("em")).toHaveText("experiment");
  await expect(body.locator('a[href="https://www.elabftw.net/"]')).toHaveText("A link to elabftw.net");
  const image = body.locator("img[data-attachment-id]");
  await expect(image).toHaveAttribute("alt", "example.jpg");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // Its comment names its writer there, apart from the text, in the reader's language.
  const comment = page.locator('[id^="comment-"]');
  await expect(comment).toHaveCount(1);
  await expect(comment.locator("p").first()).toContainText(/^.+ \(imported from eLabFTW \(https:\/\/www\.elabftw\.net\)\) /);
  await expect(comment.locator("p").nth(1)).toHaveText(/^Great results on the DNA extraction\./);
  await page.screenshot({ path: path.join(shots, "elabftw-formatting-1280.png"), fullPage: true });
});
