import { test, expect, apiAs, signInAs, noteIn, phonePage } from "../support/fixtures";
import { projectWith } from "../notes/notesSetup";

test.describe("command palette", () => {
  test("Ctrl+K jumps to a note, a project, a space and a material with the keyboard; ? lists the shortcuts", async ({ page, request }) => {
    const { owner, project, space } = await projectWith(request);
    const o = apiAs(request, owner);
    const note = await noteIn(o, project.id, "Grignard titration");
    const mat = await o.post(`/api/spaces/${space.id}/materials`, { name: "Phenylmagnesium bromide", riskType: "other" });
    expect(mat.ok(), await mat.text()).toBeTruthy();

    await signInAs(page, owner, "/spaces");
    await expect(page.getByRole("heading").first()).toBeVisible();
    await page.keyboard.press("Control+k");
    const input = page.getByTestId("palette-input");
    await expect(input).toBeFocused();
    await input.fill("grign");
    await expect(page.getByTestId("palette-item")).toHaveCount(1);
    await expect(page.getByTestId("palette-item").first()).toContainText("Grignard titration");
    await expect(page.getByTestId("palette-item").first()).toContainText("Catalysis project");
    await page.screenshot({ path: "/tmp/day-palette-1280.png" });
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/notes/${note.id}$`));

    await page.keyboard.press("Control+k");
    await page.getByTestId("palette-input").fill("catalysis");
    // The previous answer (one note, in the same project) stays on screen until the new one comes.
    await expect(page.getByTestId("palette-item").filter({ hasText: "Grignard" })).toHaveCount(0);
    await expect(page.getByTestId("palette-item")).toHaveCount(1);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));

    await page.keyboard.press("Control+k");
    await page.getByTestId("palette-input").fill("phenylmag");
    // A pointer picks from the answer to the text as typed: an earlier answer still on screen is
    // replaced when it comes, and what was under the pointer moves (a click there went nowhere).
    await expect(page.getByTestId("palette-results")).toHaveAttribute("aria-busy", "false");
    await page.getByTestId("palette-item").filter({ hasText: "Phenylmagnesium bromide" }).click();
    await expect(page).toHaveURL(new RegExp(`/spaces/${space.id}/materials`));
    await expect(page.getByText("Phenylmagnesium bromide").first()).toBeVisible();

    await page.keyboard.press("Control+k");
    // Enter pressed before the answer comes (the previous one still on screen) opens the new answer's first entry.
    await page.getByTestId("palette-input").fill("lab sp");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/spaces/${space.id}$`));

    await page.keyboard.press("Control+k");
    await page.getByTestId("palette-input").fill("zzzz");
    await expect(page.getByText("Nothing found for “zzzz”.")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.keyboard.press("?");
    await expect(page.getByTestId("shortcuts-dialog")).toContainText("Keyboard shortcuts");
    await expect(page.getByTestId("shortcuts-dialog")).toContainText("Go to a space, project, note or material");
  });

  test("Japanese on a phone", async ({ browser, request }) => {
    const { owner, project } = await projectWith(request);
    await apiAs(request, owner).post(`/api/projects/${project.id}/notes`, { title: "滴定の記録" });
    const { context, page } = await phonePage(browser);
    await signInAs(page, owner, "/spaces", "ja");
    await expect(page.getByRole("heading").first()).toBeVisible();
    await page.keyboard.press("Control+k");
    await expect(page.getByTestId("palette-input")).toHaveAttribute("placeholder", "スペース、プロジェクト、ノート、試薬・材料へ移動…");
    await page.getByTestId("palette-input").fill("滴定");
    await expect(page.getByTestId("palette-results")).toContainText("ノート");
    await expect(page.getByTestId("palette-item")).toHaveCount(1);
    await expect(page.getByTestId("palette-item")).toContainText("滴定の記録");
    await page.screenshot({ path: "/tmp/day-palette-390-ja.png" });
    await page.keyboard.press("Escape");
    await page.locator("body").click({ position: { x: 5, y: 400 } });
    await page.keyboard.press("?");
    await expect(page.getByTestId("shortcuts-dialog")).toContainText("キーボードショートカット");
    await context.close();
  });
});
