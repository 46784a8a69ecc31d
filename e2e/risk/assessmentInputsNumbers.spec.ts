import { expect, signInAs, test } from "../support/fixtures";
import { noteWithMaterialLines } from "../notes/notesSetup";

// The assessment's number inputs were number fields: Chromium dropped a decimal comma as it was
// typed, so a density of 0,87 was saved as 87 (a hundred times the exposure estimate's mass).
test("assessment inputs read a decimal comma and full-width digits as typed, and name a field that is not a number", async ({ page, request }) => {
  const { user, noteId } = await noteWithMaterialLines(request, "Decimal comma assessment", ["64-17-5"]);
  await signInAs(page, user, `/notes/${noteId}`);
  const row = page.locator('[data-testid^="risk-material-"]').first();
  await row.getByRole("button", { expanded: false }).first().click();
  const form = row.getByRole("form", { name: /./ });
  const density = form.getByRole("textbox", { name: "Density" });
  const hours = form.getByRole("textbox", { name: "Hours per day" });
  await density.fill("0,87");
  await hours.fill("２．５");
  const saved = page.waitForResponse((r) => r.request().method() === "PUT" && r.url().endsWith("/risk-assessment"));
  await form.getByRole("button", { name: "Save inputs" }).click();
  const body = (await saved).request().postDataJSON() as { inputs: { densityGPerMl: number; hoursPerDay: number } };
  expect(body.inputs).toMatchObject({ densityGPerMl: 0.87, hoursPerDay: 2.5 });
  await expect(density).toHaveValue("0.87");
  await expect(hours).toHaveValue("2.5");

  // Every field in the wrong is marked, with what is wrong under it (only the first was named, below the form).
  await hours.fill("two");
  await density.fill("0,8,7");
  await form.getByRole("button", { name: "Save inputs" }).click();
  await expect(form.getByRole("alert")).toContainText("Density");
  await expect(density).toHaveAttribute("aria-invalid", "true");
  await expect(hours).toHaveAttribute("aria-invalid", "true");
  await hours.fill("3");
  await expect(hours).toHaveAttribute("aria-invalid", "false");
  await expect(density).toHaveAttribute("aria-invalid", "true");
  await page.reload();
  await row.getByRole("button", { expanded: false }).first().click();
  await expect(form.getByRole("textbox", { name: "Hours per day" })).toHaveValue("2.5");
});
