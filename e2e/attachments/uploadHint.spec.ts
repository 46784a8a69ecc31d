import { test, expect, apiAs, createUser, createNote, signInAs } from "../support/fixtures";

test("the upload hint says the real limits, and an empty file ends at 100% (en and ja)", async ({ page, request }) => {
  const user = await createUser(request);
  const { noteId } = await createNote(apiAs(request, user), { space: "Lab", project: "Files", note: "Spectra" });
  await signInAs(page, user, `/notes/${noteId}`);
  const section = page.getByTestId("attachments-section");
  await expect(section.getByTestId("attachments-dropzone")).toBeVisible({ timeout: 30_000 });
  // "Larger files upload in resumable chunks" read as if files over 10 MB were taken.
  await expect(section).toContainText("Up to 10 MB per file. Files over 256 KB upload in resumable chunks.");

  await section.getByTestId("attachments-input").setInputFiles({ name: "empty.txt", mimeType: "text/plain", buffer: Buffer.alloc(0) });
  const task = section.getByTestId("upload-task");
  await expect(task).toHaveAttribute("data-state", "success");
  await expect(task).toContainText("0 B of 0 B (100%)");
  await expect(task.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");

  await page.evaluate(() => localStorage.setItem("eln.util.lang", JSON.stringify("ja")));
  await page.reload();
  await expect(page.getByTestId("attachments-section")).toContainText("1ファイル10 MBまで。256 KBを超えるファイルは分割して再開可能な方法でアップロードされます。", { timeout: 30_000 });
});
