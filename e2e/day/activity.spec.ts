import { test, expect, apiAs, signInAs, noteIn } from "../support/fixtures";
import { projectWith } from "../notes/notesSetup";

test("project activity: who did what, newest first (en, ja)", async ({ page, request }) => {
  const { owner, project, editor } = await projectWith(request, [{ role: "editor", fullName: "Eddie Editor" }]);
  const note = await noteIn(apiAs(request, owner), project.id, "Aldol");
  await apiAs(request, editor!).post(`/api/notes/${note.id}/comments`, { body: "Check the base" });

  await signInAs(page, owner, `/projects/${project.id}`);
  const items = page.getByTestId("activity-item");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("Eddie Editor commented “Check the base” on Aldol");
  await expect(items.nth(1)).toContainText("Olivia Owner created Aldol");
  await page.screenshot({ path: "/tmp/day-activity-1280.png", fullPage: true });
  await items.nth(1).getByRole("link", { name: "Aldol" }).click();
  await expect(page).toHaveURL(new RegExp(`/notes/${note.id}$`));

  await page.evaluate(() => localStorage.setItem("eln.util.lang", JSON.stringify("ja")));
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByText("アクティビティ")).toBeVisible();
  await expect(page.getByTestId("activity-item").nth(0)).toContainText("Eddie Editor さんがコメント「Check the base」： Aldol");
});
