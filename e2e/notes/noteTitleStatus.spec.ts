import { test, expect, apiAs, createUser, createNote, openNote, signInAs, expectAllSaved } from "../support/fixtures";
import type { Page } from "@playwright/test";

/** Puts text in the title as a script or an extension would, past the field's maxLength. */
const forceTitle = (page: Page, text: string) =>
  page.getByTestId("note-title").evaluate((el, value) => {
    const set = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
    set.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }, text);

test("an invalid title is never shown as saved: the status says so, the field stops at 200 characters, leaving warns", async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { noteId, project } = await createNote(as, { space: "Lab", project: "Kinetics", note: "Rate law" });
  const patches: string[] = [];
  page.on("request", (r) => r.method() === "PATCH" && r.url().includes(`/api/notes/${noteId}`) && patches.push(r.postData() ?? ""));
  await openNote(page, user, noteId);
  const title = page.getByTestId("note-title");
  const status = page.getByTestId("collab-status");

  // The field's limit is the shared one: 200 characters fit and save, a 201st cannot be typed.
  await expect(title).toHaveAttribute("maxlength", "200");
  await title.fill("a".repeat(250));
  await expect(title).toHaveValue("a".repeat(200));
  await expect(page.getByTestId("title-save-state")).toHaveText("Saved");
  await expectAllSaved(page);
  expect(patches.length).toBe(1);

  // Empty: the status turns at once, nothing is sent.
  await title.fill("");
  await expect(status).toHaveText("Not saved: fix the title");
  await expect(page.getByText("This field is required.")).toBeVisible();
  await expect(page.getByTestId("title-save-state")).toHaveText("Not saved");
  await expect(title).toHaveAttribute("aria-invalid", "true");

  // Too long (put there past maxLength): the message says the limit.
  await forceTitle(page, "b".repeat(201));
  await expect(page.getByText("This is too long: a title can have at most 200 characters.")).toBeVisible();
  await expect(status).toHaveText("Not saved: fix the title");
  await page.waitForTimeout(1000);
  expect(patches.length, "an invalid title is not sent").toBe(1);

  // Reloading asks first; staying keeps the typed text on screen.
  const dialog = page.waitForEvent("dialog");
  void page.reload().catch(() => undefined);
  const asked = await dialog;
  expect(asked.type()).toBe("beforeunload");
  await asked.dismiss();
  await expect(title).toHaveValue("b".repeat(201));

  // A valid title again: saved, and the status is honest again.
  await title.fill("Rate law of the aldol step");
  await expect(page.getByTestId("title-save-state")).toHaveText("Saved");
  await expect(status).toHaveText("All changes saved");

  // Leaving for another page of the app with an invalid title says what was kept.
  await title.fill("");
  await expect(status).toHaveText("Not saved: fix the title");
  await page.getByTestId("project-link").click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  await expect(page.getByText("The title you typed was not saved because it was not valid. The note is still called “Rate law of the aldol step”.")).toBeVisible();
});

test("in Japanese the status and the too-long message are Japanese", async ({ page, request }) => {
  const user = await createUser(request);
  const { noteId } = await createNote(apiAs(request, user), { space: "Lab", project: "Kinetics", note: "速度論" });
  await signInAs(page, user, `/notes/${noteId}`, "ja");
  await expect(page.getByTestId("collab-status")).toHaveText("すべての変更を保存済み", { timeout: 60_000 });
  await forceTitle(page, "あ".repeat(201));
  await expect(page.getByText("長すぎます。タイトルは200文字以内で入力してください。")).toBeVisible();
  await expect(page.getByTestId("collab-status")).toHaveText("未保存：タイトルを修正してください");
});
