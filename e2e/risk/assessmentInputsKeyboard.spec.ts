import { expect, signInAs, test } from "../support/fixtures";
import { noteWithMaterialLines } from "../notes/notesSetup";

// Saving a material's assessment inputs disabled the form under the focus and then drew it anew,
// so the focus fell to the page: after Enter in a field, after Save, after "Back to defaults".
test("assessment inputs saved by keyboard keep the focus: Enter in a field, Save, Back to defaults", async ({ page, request }) => {
  const { user, noteId } = await noteWithMaterialLines(request, "Keyboard assessment", ["64-17-5"]);
  await signInAs(page, user, `/notes/${noteId}`);
  await page.route("**/api/notes/*/risk-assessment", async (route) => {
    if (route.request().method() === "PUT") await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  const row = page.locator('[data-testid^="risk-material-"]').first();
  const summary = row.getByRole("button", { expanded: false }).first();
  await summary.focus();
  await page.keyboard.press("Enter");
  const form = row.getByRole("form", { name: /./ });
  const hours = form.getByRole("textbox", { name: "Hours per day" });
  await expect(hours).toBeVisible();

  const saved = () => page.waitForResponse((r) => r.request().method() === "PUT" && r.url().endsWith("/risk-assessment"));
  /** Types `hours`, then presses Enter on `on` (the field itself, or Save): the focus stays there through the save. */
  const saveBy = async (hoursTyped: string, on: typeof hours) => {
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(hoursTyped);
    await on.focus();
    const done = saved();
    await page.keyboard.press("Enter");
    await expect(on).toBeFocused();
    await done;
    await expect(hours).toHaveValue(hoursTyped);
    await expect(on).toBeFocused();
  };
  await hours.focus();
  await saveBy("3", hours);
  const save = form.getByRole("button", { name: "Save inputs" });
  await hours.focus();
  await saveBy("4", save);

  const reset = form.getByRole("button", { name: "Back to defaults" });
  await reset.focus();
  const done = saved();
  await page.keyboard.press("Enter");
  await done;
  await expect(reset).toHaveCount(0);
  await expect(save).toBeFocused();
});
