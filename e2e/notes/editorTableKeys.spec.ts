import type { Page } from "@playwright/test";
import { test, expect, apiAs, expectAllSaved } from "../support/fixtures";
import { ownNoteOpen } from "./notesSetup";

test.describe.configure({ timeout: 180_000 });

const rows = (page: Page) => page.getByTestId("editor-results").locator("tr");
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.closest("[data-testid]")?.getAttribute("data-testid") ?? "");

// Tab used to walk a table's cells from wherever the caret was, and to add an empty row after the
// last one, so tabbing through a note added rows without end (saved), and only Escape got out.
test("Tab and Shift+Tab pass over an editor with a table and never add rows; in the table, Tab leaves after the last cell", async ({ page, request }) => {
  const { owner, note } = await ownNoteOpen(page, request, "Titration");

  // A 3×3 table in Results, the caret left in its first cell.
  const results = page.getByTestId("editor-results");
  await results.click();
  await page.getByRole("toolbar", { name: /Results: formatting$/ }).getByRole("button", { name: "Insert table" }).click();
  await page.keyboard.type("Volume");
  await expect(rows(page)).toHaveCount(3);
  await expectAllSaved(page);

  // From the control before the editor, Tab after Tab: the editor is one stop, then the page goes on.
  await page.getByRole("toolbar", { name: /Results: formatting$/ }).getByRole("button").first().focus();
  await page.keyboard.press("Tab");
  expect(await focusedTestId(page)).toBe("editor-results");
  for (let i = 0; i < 5; i++) await page.keyboard.press("Tab");
  expect(await focusedTestId(page)).not.toBe("editor-results");
  // And back by Shift+Tab: one stop in the editor, then its toolbar.
  for (let i = 0; i < 30 && (await focusedTestId(page)) !== "editor-results"; i++) await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  expect(await page.evaluate(() => !!document.activeElement?.closest("[role=toolbar]"))).toBe(true);
  await expect(rows(page)).toHaveCount(3);

  // Working in the table: Tab goes cell by cell, and after the last cell it leaves the editor.
  await results.locator("td").last().click();
  await page.keyboard.type("12.5");
  await page.keyboard.press("Tab");
  expect(await focusedTestId(page)).not.toBe("editor-results");
  await expect(rows(page)).toHaveCount(3);
  await results.locator("th").first().click();
  await page.keyboard.press("Tab");
  await page.keyboard.type("Time");
  expect(await focusedTestId(page)).toBe("editor-results");
  await expect(results.locator("th").nth(1)).toHaveText("Time");
  await expectAllSaved(page);
  expect(JSON.stringify((await (await apiAs(request, owner).get(`/api/notes/${note.id}?include=content`)).json()).content.results).match(/"tableRow"/g)).toHaveLength(3);
});
