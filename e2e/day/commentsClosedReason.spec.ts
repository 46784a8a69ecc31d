import { test, expect, openNote, phonePage, signInAs } from "../support/fixtures";
import { sharedNote } from "../notes/notesSetup";

test.describe("why the comment form is not offered", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a viewer reads that they can only view (en, ja on a phone); on a locked note everyone reads that it is locked", async ({ browser, page, request }) => {
    const { owner, viewer, note } = await sharedNote(request, "Closed comments");

    const { context: vCtx, page: vp } = await phonePage(browser);
    await signInAs(vp, viewer, `/notes/${note.id}`, "ja");
    await expect(vp.getByTestId("comments-closed")).toHaveText("このノートは閲覧のみのため、コメントを読むことはできますが、追加することはできません。");
    await expect(vp.getByTestId("comment-body")).toHaveCount(0);
    await vp.getByTestId("comments-closed").scrollIntoViewIfNeeded();
    await vp.screenshot({ path: "/tmp/shots-fx1/comments-closed-390-ja.png" });
    await vCtx.close();

    await openNote(page, owner, note.id);
    await expect(page.getByTestId("comment-body")).toBeVisible();
    await expect(page.getByTestId("comments-closed")).toHaveCount(0);
    await page.getByTestId("lock-note").click();
    await page.getByRole("dialog").getByRole("button", { name: "Lock" }).click();
    await expect(page.getByTestId("comments-closed")).toHaveText("This note is locked, so comments cannot be added or resolved.");
    await expect(page.getByTestId("comment-body")).toHaveCount(0);
    await page.getByTestId("comments-closed").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/tmp/shots-fx1/comments-closed-1280-en.png" });

    const { context: v2, page: vp2 } = await phonePage(browser);
    await signInAs(vp2, viewer, `/notes/${note.id}`);
    await expect(vp2.getByTestId("comments-closed")).toHaveText("This note is locked, so comments cannot be added or resolved.");
    await v2.close();
  });
});
