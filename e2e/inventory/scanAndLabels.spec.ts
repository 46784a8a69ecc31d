import { expect, signInAs, test, chooseOption } from "../support/fixtures";
import { spaceWithContainer, uniqueCode } from "./inventorySetup";

// The typed path of "Scan" (a handheld scanner types the code and Enter), and a label sheet of the
// selected containers. The camera path is covered by scanCamera.spec.ts with a fake video.
test("a typed code opens its container; an unknown one is named; labels print as a PDF", async ({ page, request }) => {
  const code = uniqueCode("NACL");
  const { user, as, space, material, container: bottle } = await spaceWithContainer(request, {
    space: "Label lab",
    material: { name: "塩化ナトリウム", nameEn: "Sodium chloride" },
    container: { amount: 1, unit: "kg", code },
  });
  await as.post(`/api/spaces/${space.id}/inventory/containers`, { materialId: material.id, amount: 500, unit: "g" });

  await signInAs(page, user, `/spaces/${space.id}/inventory`);
  await expect(page.getByTestId("container-row")).toHaveCount(2);
  await page.getByTestId("scan").click();
  const dialog = page.getByRole("dialog");
  const scanField = dialog.getByTestId("scan-code");
  await scanField.fill("NOPE-1");
  await scanField.press("Enter");
  await expect(dialog.getByText("No container has this code.")).toBeVisible();
  await scanField.fill(code.toLowerCase());
  await scanField.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/inventory/containers/${bottle.id}`));
  await expect(page.getByTestId("container-code")).toHaveText(code);

  // Two containers selected → a 65-up label sheet.
  await page.goto(`/spaces/${space.id}/inventory`);
  await expect(page.getByTestId("labels")).toBeDisabled();
  await page.getByRole("checkbox", { name: "Select all shown" }).check();
  await expect(page.getByTestId("labels")).toHaveText("Labels (2)");
  await page.getByTestId("labels").click();
  await chooseOption(page.getByRole("combobox", { name: "Label sheet (A4)" }), "65 labels, 38.1 × 21.2 mm");
  const download = page.waitForEvent("download");
  await page.getByTestId("labels-create").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^labels-.*\.pdf$/);
  const path = await file.path();
  const { readFileSync } = await import("node:fs");
  expect(readFileSync(path).subarray(0, 5).toString()).toBe("%PDF-");
});
