import { test, expect, apiAs, signInAs, noteIn } from "../support/fixtures";
import { projectWith } from "../notes/notesSetup";

test.describe.configure({ timeout: 120_000 });

test("the project's activity follows what is done to its notes on the same page: a duplicate shows up, a deleted note's events go", async ({ page, request }) => {
  const { owner, project } = await projectWith(request);
  await noteIn(apiAs(request, owner), project.id, "Aldol");
  await signInAs(page, owner, `/projects/${project.id}`);
  const items = page.getByTestId("activity-item");
  await expect(items).toHaveCount(1);

  await page.getByRole("button", { name: "Actions for Aldol" }).click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  await page.getByTestId("note-title-submit").click();
  await expect(page.getByTestId("note-row")).toHaveCount(2);
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("Olivia Owner created Copy of Aldol");

  await page.getByRole("button", { name: "Actions for Aldol", exact: true }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("note-row")).toHaveCount(1);
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toContainText("Copy of Aldol");
});
