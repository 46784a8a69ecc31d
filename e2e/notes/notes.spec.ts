import { test, expect, apiAs, signInAs, noteIn, expectAllSaved, openNote, separatePage, submitRequiredField, chooseOption } from "../support/fixtures";
import { noteWithMaterialLines, projectWith, sharedNote } from "./notesSetup";

const sections = ["backgroundAndObjective", "methods", "results", "conclusion"] as const;

/** The editor's text without the other people's caret labels. */
const plain = (l: import("@playwright/test").Locator) =>
  l.evaluate((el) => {
    const c = el.cloneNode(true) as HTMLElement;
    c.querySelectorAll(".collaboration-carets__caret").forEach((x) => x.remove());
    return c.textContent ?? "";
  });

test.describe("notes", () => {
  // Real editing over a socket on a shared, busy machine: allow time.
  test.describe.configure({ timeout: 180_000 });
  test("create a note, write every section, rename, tag, sort and filter, reload and find everything", async ({ page, request }) => {
    const { owner, project } = await projectWith(request);
    const o = apiAs(request, owner);
    const tag = await (await o.post(`/api/projects/${project.id}/tags`, { title: "HPLC", color: "#6a1b9a" })).json();
    await o.post(`/api/projects/${project.id}/notes`, { title: "Zeta potential" });

    await signInAs(page, owner, `/projects/${project.id}`);
    await expect(page.getByTestId("note-row")).toHaveCount(1);
    await page.getByTestId("new-note").click();
    await submitRequiredField(page, { submit: "note-title-submit", field: "note-title-input" }, "Aldol condensation");
    await expect(page).toHaveURL(/\/notes\/[0-9a-f-]{36}$/);
    const noteUrl = page.url();
    await expectAllSaved(page);

    const texts: Record<(typeof sections)[number], string> = {
      backgroundAndObjective: "Test base-catalysed aldol of benzaldehyde.",
      methods: "Stir 2 h at 25 °C in ethanol.",
      results: "Yield 78 %; 収率は良好。",
      conclusion: "Scale up next week.",
    };
    for (const s of sections) {
      await page.getByTestId(`editor-${s}`).click();
      await page.keyboard.type(texts[s]);
    }
    // chemical formula with subscript through the toolbar
    await page.getByTestId("editor-results").click();
    await page.keyboard.press("End");
    await page.keyboard.type(" H");
    await page.getByRole("button", { name: "Subscript (H₂O)" }).nth(2).click();
    await page.keyboard.type("2");
    await page.getByRole("button", { name: "Subscript (H₂O)" }).nth(2).click();
    await page.keyboard.type("O");
    await expect(page.getByTestId("editor-results").locator("sub")).toHaveText("2");
    await expectAllSaved(page);

    // title: Saving... then Saved
    const title = page.getByTestId("note-title");
    await title.fill("Aldol condensation (run 2)");
    await expect(page.getByTestId("title-save-state")).toHaveText("Saving...");
    await expect(page.getByTestId("title-save-state")).toHaveText("Saved");

    // tag the note
    await chooseOption(page.getByLabel("Tags"), "HPLC");
    await expect(page.getByTestId("note-tags").getByText("HPLC")).toBeVisible();

    await page.waitForTimeout(2000); // let the debounced store run, then reload
    await page.reload();
    for (const s of sections) await expect(page.getByTestId(`editor-${s}`)).toContainText(texts[s]);
    await expect(page.getByTestId("editor-results").locator("sub")).toHaveText("2");
    await expect(page.getByTestId("note-title")).toHaveValue("Aldol condensation (run 2)");
    await expect(page.getByTestId("note-meta")).toContainText("Olivia Owner");

    // the table: sort by title both ways, filter by tag, remembered after reload
    await page.getByTestId("project-link").click();
    await expect(page.getByTestId("note-row")).toHaveCount(2);
    await page.getByTestId("sort-title").click();
    await expect(page.getByTestId("note-row").first()).toContainText("Aldol condensation (run 2)");
    await page.getByTestId("sort-title").click();
    await expect(page.getByTestId("note-row").first()).toContainText("Zeta potential");
    await chooseOption(page.getByTestId("tag-filter"), "HPLC");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("note-row")).toHaveCount(1);
    await expect(page.getByTestId("note-row")).toContainText("HPLC");
    await page.reload();
    await expect(page.getByTestId("note-row")).toHaveCount(1);
    await page.getByRole("button", { name: "Clear filter" }).click();
    await expect(page.getByTestId("note-row")).toHaveCount(2);
    await expect(page.getByTestId("note-row").first()).toContainText("Zeta potential"); // title desc remembered

    // rename and duplicate and delete from the table
    await page.getByRole("button", { name: "Actions for Zeta potential" }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await expect(page.getByTestId("note-title-input")).toHaveValue("Copy of Zeta potential");
    await page.getByTestId("note-title-submit").click();
    await expect(page.getByTestId("note-row")).toHaveCount(3);
    await page.getByRole("button", { name: "Actions for Copy of Zeta potential" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByTestId("confirm-button").click();
    await expect(page.getByTestId("note-row")).toHaveCount(2);
    void noteUrl;
    void tag;
  });

  test("two people edit the same note at once and end with the same text; a viewer cannot type", async ({ browser, request }) => {
    const { owner, editor, viewer, note } = await sharedNote(request, "Shared note");
    const { context: ctxA, page: a } = await separatePage(browser);
    const { context: ctxB, page: b } = await separatePage(browser);
    const { context: ctxV, page: v } = await separatePage(browser);
    await signInAs(a, owner, `/notes/${note.id}`);
    await signInAs(b, editor!, `/notes/${note.id}`);
    await signInAs(v, viewer!, `/notes/${note.id}`);
    for (const p of [a, b, v]) await expectAllSaved(p);

    await a.getByTestId("editor-methods").click();
    await b.getByTestId("editor-methods").click();
    await Promise.all([a.keyboard.type("alpha from Olivia. "), b.keyboard.type("beta from Eddie. ")]);
    // each sees the other's caret label
    await expect(a.locator(".collaboration-carets__label", { hasText: "Eddie Editor" })).toBeVisible();
    const textA = a.getByTestId("editor-methods");
    const textB = b.getByTestId("editor-methods");
    await expect(textA).toContainText("alpha from Olivia.");
    await expect(textA).toContainText("beta from Eddie.");
    await expect(textB).toContainText("alpha from Olivia.");
    await expect.poll(async () => (await plain(textA)) === (await plain(textB))).toBe(true);
    expect(await plain(textA)).toContain("alpha from Olivia.");
    await expect(v.getByTestId("editor-methods")).toContainText("beta from Eddie.");

    // the viewer: read-only editor, no toolbar, nothing typed lands
    await expect(v.getByTestId("read-only")).toBeVisible();
    await expect(v.getByTestId("editor-methods")).toHaveAttribute("contenteditable", "false");
    await v.getByTestId("editor-methods").click();
    await v.keyboard.type("viewer was here");
    await expect(v.getByTestId("editor-methods")).not.toContainText("viewer was here");
    await expect(v.getByTestId("new-note")).toHaveCount(0);
    await expect(a.getByTestId("editor-methods")).not.toContainText("viewer was here");
    await Promise.all([ctxA.close(), ctxB.close(), ctxV.close()]);
  });

  test("version history: the list grows, a diff shows, restore keeps the current text and brings the old text back as a new version", async ({ page, request }) => {
    const { owner, project } = await projectWith(request);
    const note = await noteIn(apiAs(request, owner), project.id, "Versioned note");
    await openNote(page, owner, note.id);
    await page.getByTestId("editor-results").click();
    await page.keyboard.type("Melting point 134 °C.");
    // An empty table: its rows keep their height in the version's view as in the editor.
    await page.getByRole("button", { name: "Insert table" }).nth(2).click();
    await expectAllSaved(page);
    await page.getByTestId("save-version").click();
    await expect(page.getByText("Version saved")).toBeVisible();
    await page.getByTestId("editor-results").click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Melting point 128 °C, impure.");
    await expectAllSaved(page);

    await page.getByTestId("open-versions").click();
    await expect(page.getByTestId("version-item")).toHaveCount(2); // created + saved
    await page.getByTestId("version-item").nth(0).click();
    await expect(page.getByTestId("version-section-results")).toContainText("Melting point 134 °C.");
    const rowHeights = await page.getByTestId("version-section-results").locator("tr").evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
    expect(rowHeights.length).toBe(3);
    for (const h of rowHeights) expect(h).toBeGreaterThan(20);
    await page.getByTestId("tab-compare").click();
    await expect(page.getByTestId("diff-removed").first()).toContainText("134");
    await expect(page.getByTestId("diff-added").first()).toBeVisible();

    await page.getByTestId("restore-version").click();
    await page.getByTestId("confirm-button").click();
    // The text the restore replaced was not in any version yet: it is kept as version 3 first.
    await expect(page.getByText("Restored as version 4")).toBeVisible();
    await expect(page.getByTestId("version-item")).toHaveCount(4);
    await page.getByTestId("version-item").nth(1).click();
    await expect(page.getByTestId("version-section-results")).toContainText("Melting point 128 °C, impure.");
    // Against an older version, the older one is the "before": 128 → 134 (it showed 134 struck out, 128 as added).
    await page.getByTestId("version-item").nth(0).click();
    await page.getByTestId("tab-compare").click();
    await chooseOption(page.getByTestId("compare-with").getByRole("combobox"), "Version 3");
    await expect(page.getByTestId("diff-removed").first()).toContainText("128");
    await expect(page.getByTestId("diff-added").first()).toContainText("134");
    await page.getByTestId("back-to-note").click();
    await expect(page.getByTestId("editor-results")).toHaveText("Melting point 134 °C.");
  });

  test("Generate PDF downloads the note", async ({ page, request }) => {
    const { owner, project } = await projectWith(request);
    const note = await noteIn(apiAs(request, owner), project.id, "PDF 実験ノート");
    await signInAs(page, owner, `/notes/${note.id}`);
    const download = page.waitForEvent("download");
    await page.getByTestId("generate-pdf").click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("PDF 実験ノート.pdf");
  });
});

// A version's view showed no materials, though restoring it replaces the note's material lines.
test("a version shows the material lines it holds, and says when it holds none", async ({ page, request }) => {
  const { user, as, noteId } = await noteWithMaterialLines(request, "Esterification", ["ethanol"]);
  expect((await as.post(`/api/notes/${noteId}/versions`)).ok()).toBeTruthy();
  await signInAs(page, user, `/notes/${noteId}/versions`);
  await page.getByTestId("version-item").first().click();
  await expect(page.getByTestId("version-materials")).toContainText("Ethanol — 5 mL");
  await page.getByTestId("version-item").last().click();
  await expect(page.getByTestId("version-materials")).toContainText("No materials in this version.");
});

// Comparing showed the text alone, though a restore also replaces the material lines and tags.
test("comparing versions shows material lines and tags that changed", async ({ page, request }) => {
  const { user, as, noteId } = await noteWithMaterialLines(request, "Esterification", ["ethanol"]);
  const saved = await (await as.post(`/api/notes/${noteId}/versions`)).json();
  const lines = await (await as.get(`/api/notes/${noteId}/materials`)).json();
  const ethanol = lines.lines[0].material.id as string;
  expect((await as.put(`/api/notes/${noteId}/materials/${ethanol}`, { quantity: 7.5, unit: "mL" })).ok()).toBeTruthy();
  const note = await (await as.get(`/api/notes/${noteId}`)).json();
  const tag = await (await as.post(`/api/projects/${note.projectId}/tags`, { title: "scale-up", color: "#2e7d32" })).json();
  expect((await as.put(`/api/notes/${noteId}/tags`, { tagIds: [tag.id] })).ok()).toBeTruthy();

  await signInAs(page, user, `/notes/${noteId}/versions?v=${saved.id}&view=compare`);
  await expect(page.getByTestId("diff-materials")).toContainText("Ethanol: 5 mL → 7.5 mL");
  await expect(page.getByTestId("diff-tags")).toContainText("Added: scale-up");
  await page.getByTestId("diff-extras").screenshot({ path: "/tmp/notes-e2e-compare-extras.png" });
});
