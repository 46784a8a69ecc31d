import { test, expect, apiAs, signInAs } from "../support/fixtures";
import { projectWith } from "../notes/notesSetup";

// A dialog's failure (kept by useBusyAction) is worded at each render: after the language switch it
// speaks the new language, as every label does. It stayed in the language it was made in.
test("a failure left on screen in the tag dialog follows the language switch", async ({ page, request }) => {
  const { owner, project } = await projectWith(request);
  await apiAs(request, owner).post(`/api/projects/${project.id}/tags`, { title: "HPLC" });
  await signInAs(page, owner, `/projects/${project.id}`);
  await page.getByTestId("manage-tags").click();
  await page.getByRole("textbox", { name: "Tag title" }).fill("hplc");
  await page.getByRole("button", { name: "Add tag", exact: true }).click();
  await expect(page.getByRole("dialog").getByText("A tag with this name already exists.")).toBeVisible();

  // The app bar's switch sits behind the dialog's backdrop: the click is sent to it directly.
  await page.getByTestId("language-switch").dispatchEvent("click");
  await page.getByRole("menuitem", { name: "日本語" }).click();
  await expect(page.getByRole("dialog").getByText("同じ名前のタグが既にあります。")).toBeVisible();
  await expect(page.getByRole("dialog").getByText("A tag with this name already exists.")).toHaveCount(0);
});
