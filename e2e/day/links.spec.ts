import { test, expect, apiAs, noteIn, expectAllSaved, openNote, separatePage } from "../support/fixtures";
import { projectWith } from "../notes/notesSetup";

test.describe("links between notes", () => {
  test.describe.configure({ timeout: 180_000 });

  test("type [[ to link a note and a material; the target note lists its backlink (en, ja)", async ({ page, request }) => {
    const { owner, project, space } = await projectWith(request);
    const o = apiAs(request, owner);
    const target = await noteIn(o, project.id, "Catalyst batch 4");
    const source = await noteIn(o, project.id, "Hydrogenation");
    await o.post(`/api/spaces/${space.id}/materials`, { name: "Palladium on carbon", riskType: "other" });

    await openNote(page, owner, source.id);
    await page.getByTestId("editor-methods").click();
    await page.keyboard.type("Use [[catalyst");
    await expect(page.getByTestId("wikilink-option")).toHaveCount(1);
    await expect(page.getByTestId("wikilink-option")).toContainText("Catalyst batch 4");
    // Picked once it answers the whole text (an earlier search's list is shown disabled); an Enter
    // pressed before that links the text when the answer comes (the test below).
    await expect(page.getByTestId("wikilink-option")).not.toHaveAttribute("aria-disabled", "true");
    await page.screenshot({ path: "/tmp/day-links-1280.png" });
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("editor-methods").locator("a")).toHaveCount(1);
    await page.keyboard.type("with [[palla");
    // Wait for the answer to the whole query: an earlier answer's list can re-order under the pointer.
    await expect(page.getByTestId("wikilink-option")).toHaveCount(1);
    await expect(page.getByTestId("wikilink-option")).not.toHaveAttribute("aria-disabled", "true");
    await page.getByTestId("wikilink-option").filter({ hasText: "Palladium on carbon" }).click();
    const links = page.getByTestId("editor-methods").locator("a");
    await expect(links).toHaveCount(2);
    await expect(links.first()).toHaveAttribute("href", `/notes/${target.id}`);
    await expect(links.first()).toHaveText("Catalyst batch 4");
    await expect(links.nth(1)).toHaveAttribute("href", new RegExp(`/spaces/${space.id}/materials\\?material=`));
    await expectAllSaved(page);

    // the target lists this note (after the server folded the edit into the note's text)
    await expect
      .poll(async () => (await (await o.get(`/api/notes/${target.id}/backlinks`)).json()).items.length, { timeout: 20_000 })
      .toBe(1);
    await page.goto(`/notes/${target.id}`);
    await expect(page.getByTestId("backlink")).toHaveText("Hydrogenation");
    await page.getByTestId("backlink").click();
    await expect(page).toHaveURL(new RegExp(`/notes/${source.id}$`));

    await page.evaluate(() => localStorage.setItem("eln.util.lang", JSON.stringify("ja")));
    await page.goto(`/notes/${source.id}`);
    await expect(page.getByText("このノートへのリンク元")).toBeVisible();
    await expect(page.getByText("まだこのノートにリンクしているノートはありません。", { exact: false })).toBeVisible();
  });

  test("Enter while the list still answers an earlier search links the typed text when its answer comes, typing on meanwhile", async ({ page, request }) => {
    const { owner, project } = await projectWith(request);
    const o = apiAs(request, owner);
    await noteIn(o, project.id, "Catalyst batch 4");
    await noteIn(o, project.id, "Cation exchange");
    const source = await noteIn(o, project.id, "Hydrogenation");
    await openNote(page, owner, source.id);
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route(/\/api\/palette\?q=catalyst(&|$)/, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByTestId("editor-methods").click();
    await page.keyboard.type("Use [[cat");
    await expect(page.getByTestId("wikilink-option")).toHaveCount(2);
    await page.keyboard.type("alyst");
    // The "cat" answer is still in view (not pickable) while "catalyst" is held back.
    await page.waitForTimeout(400);
    await expect(page.getByTestId("wikilink-option").first()).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Enter");
    // The Enter neither splits the paragraph nor is lost when typing goes on before the answer.
    await expect(page.getByTestId("editor-methods").locator("p")).toHaveCount(1);
    await expect(page.getByTestId("wikilink-menu")).toBeHidden();
    await page.keyboard.type(" over");
    await expect(page.getByTestId("editor-methods")).toContainText("Use [[catalyst over");
    release();
    const link = page.getByTestId("editor-methods").locator("a");
    await expect(link).toHaveText("Catalyst batch 4");
    await expect(page.getByTestId("editor-methods")).toContainText("Use Catalyst batch 4 over");
    // The caret stayed where the typing had put it.
    await page.keyboard.type(" Pd/C");
    await expect(page.getByTestId("editor-methods")).toContainText("Use Catalyst batch 4 over Pd/C");
    await expect(page.getByTestId("editor-methods").locator("p")).toHaveCount(1);
    await expectAllSaved(page);
  });

  test("an Enter waiting for its answer still links the text when a collaborator edits the section meanwhile", async ({ page, browser, request }) => {
    const { owner, project } = await projectWith(request);
    const o = apiAs(request, owner);
    await noteIn(o, project.id, "Catalyst batch 4");
    const source = await noteIn(o, project.id, "Hydrogenation");
    await openNote(page, owner, source.id);
    const other = await separatePage(browser);
    await openNote(other.page, owner, source.id);
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route(/\/api\/palette\?q=catalyst(&|$)/, async (route) => {
      await released;
      await route.continue();
    });
    const methods = page.getByTestId("editor-methods");
    await methods.click();
    await page.keyboard.type("Use [[catalyst");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("wikilink-menu")).toBeHidden();
    // The collaborator writes before it while the search is held back: their edit reaches this
    // editor as a whole new document, which position mapping cannot follow.
    const theirs = other.page.getByTestId("editor-methods");
    await expect(theirs).toContainText("Use [[catalyst");
    await theirs.click();
    await other.page.keyboard.press("Control+Home");
    await other.page.keyboard.type("Step 1: ");
    // (the other's caret shows their name where they type: the text is matched around it)
    await expect(methods).toContainText(/Step 1: (Olivia Owner)?Use \[\[catalyst/);
    release();
    await expect(methods.locator("a")).toHaveText("Catalyst batch 4");
    await expect(methods).toContainText(/Step 1: (Olivia Owner)?Use Catalyst batch 4/);
    await expect(theirs).toContainText(/Step 1: (Olivia Owner)?Use Catalyst batch 4/);
    await expectAllSaved(page);
    await other.context.close();
  });
});
