import { test, expect, apiAs, noteIn, signInAs } from "../support/fixtures";
import { projectWith } from "../notes/notesSetup";

// A request to witness reaches the witness's bell (not only the mail and the banner), opens the
// note, and is read once they have signed.
test("the witness finds the request in the bell, in Japanese, and it opens the note", async ({ page, request }) => {
  const { owner, project, viewer } = await projectWith(request, [{ role: "viewer", fullName: "Vera Viewer" }]);
  const as = apiAs(request, owner);
  const note = await noteIn(as, project.id, "滴定");
  expect((await as.post(`/api/notes/${note.id}/witness-requests`, { witnessId: viewer!.id })).ok()).toBeTruthy();

  await signInAs(page, viewer!, "/spaces", "ja");
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAttribute("data-unread", "1");
  await bell.click();
  const item = page.getByTestId("notification-item");
  await expect(item).toContainText(`${owner.fullName} さんが「滴定」の立会い署名を依頼しました`);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/notes/${note.id}$`));
  await expect(bell).toHaveAttribute("data-unread", "0");
});
