import type { Page } from "@playwright/test";
import { expect, phoneViewport, signInAs, test } from "../support/fixtures";
import { noteWithMaterialLines } from "../notes/notesSetup";

const ETHANOL = "64-17-5";
const ACETONE = "67-64-1";

/** Each change of a line answers a little late, as over a real network: long enough for a control disabled while it saves to lose the focus. */
async function slowLineChanges(page: Page) {
  await page.route("**/api/notes/*/materials/**", async (route) => {
    if (route.request().method() !== "GET") await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
}

const screens = [
  { lang: "en", width: 1280, ethanol: "Ethanol", quantity: "Quantity", unit: "Unit", updated: "Material updated" },
  { lang: "ja", width: 1280, ethanol: "エタノール", quantity: "数量", unit: "単位", updated: "試薬を更新しました" },
  { lang: "en", width: phoneViewport.width, ethanol: "Ethanol", quantity: "Quantity", unit: "Unit", updated: "Material updated" },
  { lang: "ja", width: phoneViewport.width, ethanol: "エタノール", quantity: "数量", unit: "単位", updated: "試薬を更新しました" },
] as const;

for (const s of screens) {
  test(`a line's quantity changed by keyboard: Tab lands on its Unit, which keeps the focus while saving (${s.lang}, ${s.width})`, async ({ page, request }) => {
    const { user, noteId } = await noteWithMaterialLines(request, "Keyboard quantities", [ETHANOL, ACETONE]);
    await page.setViewportSize({ width: s.width, height: 844 });
    await signInAs(page, user, `/notes/${noteId}`, s.lang);
    await slowLineChanges(page);
    const section = page.getByTestId("note-materials-section");
    const quantity = section.getByRole("textbox", { name: `${s.quantity} ${s.ethanol}`, exact: true });
    const unit = section.getByRole("combobox", { name: `${s.unit} ${s.ethanol}`, exact: true });

    await expect(quantity).toHaveValue("5");
    await quantity.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("11");
    const saved = page.waitForResponse((r) => r.request().method() === "PUT" && r.url().includes("/materials/"));
    await page.keyboard.press("Tab");
    await expect(unit).toBeFocused();
    await saved;
    await expect(page.getByTestId("toast-region")).toContainText(s.updated);
    // Still there once the save has landed (it was disabled under the focus while saving).
    await expect(unit).toBeFocused();
    await expect(quantity).toHaveValue("11");
    await page.screenshot({ path: `/tmp/panels-unit-focus-${s.lang}-${s.width}.png` });

    // A unit chosen while the quantity may still be saving goes after it: 11 mL → 11000 µL.
    await quantity.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("12");
    await page.keyboard.press("Tab");
    await expect(unit).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.getByRole("option", { name: "µL", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(unit).toBeFocused();
    await expect(quantity).toHaveValue("12000");
    await expect(unit).toHaveText("µL");
    await page.reload();
    await expect(quantity).toHaveValue("12000");
  });
}

test("the limiting reagent chosen with Space keeps the focus on its radio while it saves", async ({ page, request }) => {
  const { user, noteId } = await noteWithMaterialLines(request, "Keyboard limiting reagent", [ETHANOL, ACETONE]);
  await signInAs(page, user, `/notes/${noteId}`);
  await slowLineChanges(page);
  const limiting = page.getByTestId("note-materials-section").getByRole("radio", { name: "Limiting reagent: Ethanol" });
  await limiting.focus();
  const saved = page.waitForResponse((r) => r.request().method() === "PUT" && r.url().endsWith("/materials/limiting"));
  await page.keyboard.press("Space");
  await expect(limiting).toBeFocused();
  await saved;
  await expect(limiting).toBeChecked();
  await expect(limiting).toBeFocused();
});
