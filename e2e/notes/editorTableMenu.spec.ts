import type { Page } from "@playwright/test";
import { test, expect, apiAs, expectAllSaved } from "../support/fixtures";
import { ownNoteOpen } from "./notesSetup";

test.describe.configure({ timeout: 180_000 });

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "");

/** From the focused "Table actions" button: opens its menu with Enter, walks to `item` with the arrow keys and presses Enter. */
async function chooseByKeyboard(page: Page, item: string) {
  expect(await focusedName(page)).toBe("Table actions");
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu", { name: "Table actions" });
  await expect(menu).toBeVisible();
  for (let i = 0; i < 10 && (await focusedName(page)) !== item; i++) await page.keyboard.press("ArrowDown");
  expect(await focusedName(page)).toBe(item);
  await page.keyboard.press("Enter");
  await expect(menu).toBeHidden();
}

// In a table the toolbar's table button was "Add a row below", and that was all a table could do.
test("the table menu, by keyboard alone: a 3×3 table becomes 5 columns wide, loses a row, and is saved so", async ({ page, request }) => {
  const { owner, note } = await ownNoteOpen(page, request, "Titration");
  const toolbar = page.getByRole("toolbar", { name: /Results: formatting$/ });
  const results = page.getByTestId("editor-results");

  // Into the toolbar, along to "Insert table" with the arrow keys, Enter: the caret is in the first cell.
  await toolbar.getByRole("button").first().focus();
  for (let i = 0; i < 10 && (await focusedName(page)) !== "Insert table"; i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(results.locator("tr")).toHaveCount(3);
  await page.keyboard.type("Volume");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.type("first");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.type("second");
  await page.keyboard.press("ArrowUp");

  // Back to the toolbar as the editor's help says (Escape, then Shift+Tab twice): the button is now the table's menu.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await chooseByKeyboard(page, "Add column right");
  await chooseByKeyboard(page, "Add column right");
  await expect(results.locator("tr").first().locator("th")).toHaveCount(5);

  // The only header row can be turned off and on; the state is read out (menuitemcheckbox).
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitemcheckbox", { name: "Header row" })).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Escape");
  await chooseByKeyboard(page, "Header row");
  await expect(results.locator("th")).toHaveCount(0);
  await chooseByKeyboard(page, "Header row");
  await expect(results.locator("th")).toHaveCount(5);

  // "Delete row" removes the caret's row (the one reading "first"); the focus stays on the menu's button.
  await chooseByKeyboard(page, "Delete row");
  await expect(results.locator("tr")).toHaveCount(2);
  await expect(results).not.toContainText("first");
  expect(await focusedName(page)).toBe("Table actions");
  await expectAllSaved(page);

  const content = (await (await apiAs(request, owner).get(`/api/notes/${note.id}?include=content`)).json()).content.results;
  const table = content.content.find((n: { type: string }) => n.type === "table");
  expect(table.content).toHaveLength(2);
  for (const row of table.content) expect(row.content).toHaveLength(5);
  expect(table.content[0].content.every((c: { type: string }) => c.type === "tableHeader")).toBe(true);
  const text = JSON.stringify(table);
  expect(text).toContain("Volume");
  expect(text).toContain("second");
  expect(text).not.toContain("first");

  // And the whole table goes; the focus goes to the text where it stood (it fell to the page).
  await chooseByKeyboard(page, "Delete table");
  await expect(results.locator("table")).toHaveCount(0);
  expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="editor-results"]'))).toBe(true);
  await expect(toolbar.getByRole("button", { name: "Insert table" })).toBeVisible();
  await expectAllSaved(page);
  expect(JSON.stringify((await (await apiAs(request, owner).get(`/api/notes/${note.id}?include=content`)).json()).content.results)).not.toContain('"table"');
});

/** A 3×3 table inserted in Results by mouse (the caret in its first cell), and a way to open its menu. */
async function tableInResults(page: Page) {
  const toolbar = page.getByRole("toolbar", { name: /Results: formatting$/ });
  const results = page.getByTestId("editor-results");
  await results.click();
  await toolbar.getByRole("button", { name: "Insert table" }).click();
  const open = async () => {
    await toolbar.getByRole("button", { name: "Table actions" }).click();
    return page.getByRole("menu", { name: "Table actions" });
  };
  return { results, open };
}

test("a menu item whose command cannot run is disabled: the last row and column of a table", async ({ page, request }) => {
  await ownNoteOpen(page, request, "Single cell");
  const { results, open } = await tableInResults(page);
  // Down to one column and one row: 3×3, two columns and two rows deleted.
  for (const item of ["Delete column", "Delete column", "Delete row", "Delete row"]) {
    await (await open()).getByRole("menuitem", { name: item }).click();
  }
  await expect(results.locator("th, td")).toHaveCount(1);
  const menu = await open();
  await expect(menu.getByRole("menuitem", { name: "Delete row" })).toBeDisabled();
  await expect(menu.getByRole("menuitem", { name: "Delete column" })).toBeDisabled();
  await expect(menu.getByRole("menuitem", { name: "Add row below" })).toBeEnabled();
  await expect(menu.getByRole("menuitem", { name: "Delete table" })).toBeEnabled();
});

// "Add row above" in the header row put a plain row above the header.
test("no row can be added above the header row; below it, one can", async ({ page, request }) => {
  await ownNoteOpen(page, request, "Header first");
  const { results, open } = await tableInResults(page);
  let menu = await open();
  await expect(menu.getByRole("menuitem", { name: "Add row above" })).toBeDisabled();
  await expect(menu.getByRole("menuitem", { name: "Add row below" })).toBeEnabled();
  await page.keyboard.press("Escape");
  await results.locator("td").first().click();
  menu = await open();
  await expect(menu.getByRole("menuitem", { name: "Add row above" })).toBeEnabled();
});
