import { solidPng } from "../support/solidPng";
import { test, expect, createUser, signInAs } from "../support/fixtures";
import { attachSmallFile, createNote } from "../attachments/attachmentsSupport";

test("an image attached to the note is inserted into a section and still shows after a reload", async ({ page, request }) => {
  const user = await createUser(request);
  const noteId = await createNote(request, user, "Image note");
  const attachmentId = await attachSmallFile(request, user, noteId, "tlc-plate.png", "image/png", solidPng([21, 101, 192]));
  await signInAs(page, user, `/notes/${noteId}`);
  const methods = page.getByTestId("editor-methods");
  await methods.click();
  await page.getByTestId("insert-image").nth(1).click();
  await page.getByRole("menuitem", { name: "tlc-plate.png" }).click();
  const img = methods.locator(`img[data-attachment-id="${attachmentId}"]`);
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(8);
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.reload();
  const again = page.getByTestId("editor-methods").locator(`img[data-attachment-id="${attachmentId}"]`);
  await expect.poll(() => again.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(8);
});
