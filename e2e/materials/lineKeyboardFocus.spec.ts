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

const TOLUENE = "108-88-3";

for (const s of [
  { lang: "en", width: 1280, remove: (n: string) => `Remove ${n}`, title: (n: string) => `Remove ${n} from this note?`, confirm: "Remove", cancel: "Cancel", removed: "Material removed", names: ["Ethanol", "Acetone", "Toluene"], search: "Material" },
  { lang: "ja", width: phoneViewport.width, remove: (n: string) => `${n}を削除`, title: (n: string) => `${n}をこのノートから削除しますか？`, confirm: "削除", cancel: "キャンセル", removed: "試薬を削除しました", names: ["エタノール", "アセトン", "トルエン"], search: "試薬" },
] as const) {
  test(`removing a line by keyboard asks first, then the focus goes to the next line, the previous one, then the add form (${s.lang}, ${s.width})`, async ({ page, request }) => {
    const { user, noteId } = await noteWithMaterialLines(request, "Keyboard removal", [ETHANOL, ACETONE, TOLUENE]);
    await page.setViewportSize({ width: s.width, height: 844 });
    await signInAs(page, user, `/notes/${noteId}`, s.lang);
    await slowLineChanges(page);
    const section = page.getByTestId("note-materials-section");
    const lines = section.getByTestId("note-material-line");
    await expect(lines).toHaveCount(3);
    const [ethanol, acetone, toluene] = s.names;
    const removeButton = (n: string) => section.getByRole("button", { name: s.remove(n), exact: true });

    // Asked first; Escape keeps the line and gives the focus back to its Remove.
    await removeButton(ethanol).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: s.title(ethanol) });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(400); // the dialog's fade-in, for the screenshot
    await page.screenshot({ path: `/tmp/panels-remove-confirm-${s.lang}-${s.width}.png` });
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(lines).toHaveCount(3);
    await expect(removeButton(ethanol)).toBeFocused();

    // Removed: the focus goes to the next line's Remove, and the removal is announced.
    const confirmByKeyboard = async (name: string) => {
      await removeButton(name).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog", { name: s.title(name) })).toBeVisible();
      await page.keyboard.press("Tab"); // Cancel
      await page.keyboard.press("Tab"); // Remove
      await expect(page.getByRole("dialog").getByRole("button", { name: s.confirm, exact: true })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    };
    await confirmByKeyboard(ethanol);
    await expect(lines).toHaveCount(2);
    await expect(removeButton(acetone)).toBeFocused();
    await expect(page.getByTestId("toast-region")).toContainText(s.removed);

    // The last line: the focus goes to the previous one.
    await confirmByKeyboard(toluene);
    await expect(lines).toHaveCount(1);
    await expect(removeButton(acetone)).toBeFocused();

    // None left: the focus goes to the add form's search.
    await confirmByKeyboard(acetone);
    await expect(lines).toHaveCount(0);
    await expect(section.getByRole("combobox", { name: s.search, exact: true })).toBeFocused();
    await page.screenshot({ path: `/tmp/panels-remove-done-${s.lang}-${s.width}.png` });
  });
}
