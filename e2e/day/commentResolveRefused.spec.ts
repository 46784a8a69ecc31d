import { test, expect, apiAs, signInAs } from "../support/fixtures";
import { sharedNote } from "../notes/notesSetup";

test.describe("resolving a thread that the server refuses", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the refusal is shown in the person's language and the thread stays open", async ({ page, request }) => {
    const { editor, note } = await sharedNote(request, "Refused resolve");
    expect((await apiAs(request, editor).post(`/api/notes/${note.id}/comments`, { body: "Check the pH" })).ok()).toBeTruthy();
    await signInAs(page, editor, `/notes/${note.id}`, "ja");
    await expect(page.getByText("コメント（未解決 1 件）")).toBeVisible();

    await page.route("**/api/comments/*/resolved", (route) =>
      route.fulfill({ status: 409, contentType: "application/json", body: JSON.stringify({ error: { code: "note_locked", message: "This note is locked" } }) }),
    );
    await page.getByTestId("comment-resolve").click();
    await expect(page.getByTestId("toast-region")).toContainText("このノートはロックされているため変更できません。");
    await expect(page.getByText("コメント（未解決 1 件）")).toBeVisible();
    await expect(page.getByTestId("comment-resolve")).toBeEnabled();

    // Once the server accepts, the same button resolves the thread.
    await page.unroute("**/api/comments/*/resolved");
    await page.getByTestId("comment-resolve").click();
    await expect(page.getByText("コメント（未解決 0 件）")).toBeVisible();
  });
});
