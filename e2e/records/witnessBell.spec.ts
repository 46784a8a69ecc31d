import { test, expect, chooseOption, signInAs } from "../support/fixtures";
import { noteAwaitingWitness } from "./witnessSetup";

// A request to witness reaches the witness's bell (not only the mail and the banner), opens the
// note, and is read once they have signed.
test("the witness finds the request in the bell, in Japanese, and it opens the note", async ({ page, request }) => {
  const { owner, viewer, note } = await noteAwaitingWitness(request, "滴定", [{ role: "viewer", fullName: "Vera Viewer" }]);

  await signInAs(page, viewer, "/spaces", "ja");
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAttribute("data-unread", "1");
  await bell.click();
  const item = page.getByTestId("notification-item");
  await expect(item).toContainText(`${owner.fullName} さんが「滴定」の立会い署名を依頼しました`);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/notes/${note.id}$`));
  await expect(bell).toHaveAttribute("data-unread", "0");
});

// A witness who left the space can no longer sign: the note says the request is void, not
// "waiting" forever, and its author asks someone else (keyboard only).
test("a request to a witness who left the space shows as void, in Japanese; the author asks someone else", async ({ page, request }) => {
  const { owner, space, viewer, as, note } = await noteAwaitingWitness(request, "滴定", [
    { role: "viewer", fullName: "Vera Viewer" },
    { role: "editor", fullName: "Eddie Editor" },
  ]);
  expect((await as.delete(`/api/spaces/${space.id}/members/${viewer.id}`)).ok()).toBeTruthy();

  await signInAs(page, owner, `/notes/${note.id}`, "ja");
  await expect(page.getByTestId("witness-void")).toHaveText("無効：立会人がこのノートを閲覧できなくなりました（Vera Viewer さんへの依頼）");
  await expect(page.getByTestId("witness-pending")).toHaveCount(0);

  await page.getByTestId("request-witness").focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "立会人に依頼" });
  await chooseOption(dialog.getByTestId("witness-select"), "Eddie Editor");
  await dialog.getByRole("button", { name: "依頼を送る" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("witness-pending")).toHaveText("立会い署名待ち: Eddie Editor");
  await expect(page.getByTestId("witness-void")).toBeVisible();
});
