import { test, expect, openNote, phonePage } from "../support/fixtures";
import { noteWithMaterialLines } from "./notesSetup";
import type { Locator, Page } from "@playwright/test";

// E2E_SHOTS=<folder>: the test also saves screenshots there, to look at the layout.
const shots = process.env.E2E_SHOTS;

/** The page is no wider than the screen: nothing runs past the right edge. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, "page width").toBeLessThanOrEqual(client);
}

/** `inner` lies within `outer`'s left and right edges. */
async function expectInside(inner: Locator, outer: Locator) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a.x).toBeGreaterThanOrEqual(b.x);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
}

test("on a phone the note's material lines are cards showing every value, the add button fits, and the versions page does not scroll sideways", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { user, noteId } = await noteWithMaterialLines(request, "Fischer esterification of acetic acid", ["ethanol", "acetic acid"]);
  const { context, page } = await phonePage(browser);
  await openNote(page, user, noteId);
  const section = page.getByTestId("note-materials-section");
  const lines = section.getByTestId("note-material-line");
  await expect(lines).toHaveCount(2);

  // No table with hidden columns: each line shows its values, labelled, inside the card.
  await expect(section.locator("table")).toHaveCount(0);
  const first = lines.first();
  for (const [label, testId, value] of [
    ["Mass", "note-material-mass", "3.95 g"],
    ["Amount", "note-material-amount", "85.6 mmol"],
    ["Volume", "note-material-volume", "5 mL"],
  ]) {
    await expect(first.getByText(label, { exact: true })).toBeVisible();
    await expect(first.getByTestId(testId)).toHaveText(value);
    await expectInside(first.getByTestId(testId), first);
  }
  await expect(first.getByRole("radio", { name: /Limiting reagent/ })).toBeVisible();
  await expect(first.getByText("Flammable")).toBeVisible();
  await expectInside(first.getByRole("button", { name: /Remove/ }), first);
  await expectInside(section.getByTestId("note-material-add"), section);
  await expectNoSidewaysScroll(page);

  // A table in Results, kept in its box (3 columns fit a phone).
  await page.getByTestId("editor-results").click();
  await page.getByRole("toolbar", { name: "Results: formatting" }).getByRole("button", { name: "Insert table" }).click();
  for (const cell of ["Run", "Catalyst", "Solvent", "1", "H2SO4 (conc.)", "Ethanol"]) {
    await page.keyboard.type(cell);
    await page.keyboard.press("Tab");
  }
  await expectInside(page.getByTestId("editor-results").locator("table"), page.getByTestId("editor-results"));
  if (shots) {
    await section.screenshot({ path: `${shots}/materials-phone.png` });
    await page.getByTestId("editor-results").screenshot({ path: `${shots}/results-phone.png` });
  }

  // The versions page: the same table in the read-only copy, nothing past the screen's edge.
  await page.getByTestId("save-version").click();
  await expect(page.getByText("Version saved")).toBeVisible();
  await page.getByTestId("open-versions").click();
  await page.getByTestId("version-item").first().click();
  await expect(page.getByTestId("version-section-results").locator("table")).toBeVisible();
  await expectNoSidewaysScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/versions-phone.png`, fullPage: true });
  await context.close();
});

test("on a wide screen the note's material lines stay a table", async ({ page, request }) => {
  const { user, noteId } = await noteWithMaterialLines(request, "Esterification");
  await openNote(page, user, noteId);
  const section = page.getByTestId("note-materials-section");
  await expect(section.getByRole("columnheader")).toHaveText(["Material", "Quantity", "Mass", "Amount", "Volume", "Equiv.", "Risk", ""]);
  await expect(section.getByRole("row").filter({ has: page.getByTestId("note-material-mass") })).toHaveCount(1);
  // Quantity, unit and the button on one line beside the search.
  const qty = (await section.getByTestId("note-material-quantity").boundingBox())!;
  const add = (await section.getByTestId("note-material-add").boundingBox())!;
  expect(Math.abs(qty.y - add.y)).toBeLessThan(10);
  if (shots) await section.screenshot({ path: `${shots}/materials-desktop.png` });
});
