import { test, expect, openNote } from "../support/fixtures";
import { sharedNote } from "../notes/notesSetup";

test.describe("comments follow the note's lock", () => {
  test.describe.configure({ timeout: 120_000 });

  test("locking from the note page takes the comment form away at once; unlocking brings it back", async ({ page, request }) => {
    const { owner, note } = await sharedNote(request, "Lock and comment");
    await openNote(page, owner, note.id);
    await expect(page.getByTestId("comment-body")).toBeVisible();

    await page.getByTestId("lock-note").click();
    await page.getByRole("dialog").getByRole("button", { name: "Lock" }).click();
    await expect(page.getByTestId("lock-banner")).toBeVisible();
    // No reload: the comment list is asked again, and its answer says commenting is closed.
    await expect(page.getByTestId("comment-body")).toHaveCount(0);

    await page.getByTestId("unlock-note").click();
    await page.getByTestId("unlock-reason").fill("Add the yield");
    await page.getByTestId("records-dialog-submit").click();
    await expect(page.getByTestId("lock-banner")).toHaveCount(0);
    await expect(page.getByTestId("comment-body")).toBeVisible();
  });
});
