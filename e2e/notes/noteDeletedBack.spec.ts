import { apiAs, createNote, createUser, expect, signInAs, test } from "../support/fixtures";

// Deleted from its own page, a note is not shown again from the app's cache when the person goes
// back: it showed with its text, a "no access to edit" chip and actions that then failed.
test("Back to a note just deleted says it is not there, instead of showing it", async ({ page, request }) => {
  const user = await createUser(request);
  const { project, noteId } = await createNote(apiAs(request, user), { space: "Lab", project: "Assays", note: "Short-lived note" });
  await signInAs(page, user, `/notes/${noteId}`);
  await expect(page.getByTestId("editor-conclusion")).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByTestId("confirm-button").click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/notes/${noteId}$`));
  await expect(page.getByTestId("note-missing")).toContainText("This note does not exist or you do not have access to it. A note deleted in the last 30 days can be restored by a space owner from the space's trash.");
  // And the way back.
  await page.getByTestId("note-missing").getByRole("link", { name: "Back to spaces" }).click();
  await expect(page).toHaveURL(/\/spaces$/);
  await expect(page.getByRole("button", { name: "Rename" })).toHaveCount(0);
});
