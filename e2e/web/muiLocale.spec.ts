import { apiAs, createNote, createUser, expect, signInAs, test } from "../support/fixtures";

// MUI's own words (an Autocomplete's Clear and Open buttons) were English on Japanese pages:
// a screen reader read "Open" among Japanese names.
test("MUI's built-in button names follow the page's language", async ({ page, request }) => {
  const user = await createUser(request);
  const { noteId } = await createNote(apiAs(request, user), { space: "Lab", project: "Assays", note: "Locale note" });
  await signInAs(page, user, `/notes/${noteId}`, "ja");
  await expect(page.getByTestId("editor-conclusion")).toBeVisible();
  await expect(page.getByRole("button", { name: "開く" }).first()).toBeAttached();
  await expect(page.getByRole("button", { name: "Open", exact: true })).toHaveCount(0);
});
