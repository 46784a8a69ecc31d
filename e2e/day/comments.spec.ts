import { test, expect, signInAs, latestMailTo, openNote, phonePage, separatePage } from "../support/fixtures";
import { sharedNote } from "../notes/notesSetup";

test.describe("comments and mentions", () => {
  test.describe.configure({ timeout: 180_000 });

  test("comment on selected text mentioning a colleague: live bell and thread on their screen (ja), mail, reply, resolve", async ({ browser, request }) => {
    const { editor, viewer, note } = await sharedNote(request, "Esterification");

    const { context: eCtx, page: ep } = await separatePage(browser);
    await openNote(ep, editor!, note.id);

    const { context: vCtx, page: vp } = await phonePage(browser);
    await signInAs(vp, viewer!, `/notes/${note.id}`, "ja");
    await expect(vp.getByText("まだコメントはありません。")).toBeVisible();
    await expect(vp.getByTestId("comment-body")).toHaveCount(0); // viewers read only
    await expect(vp.getByTestId("notification-bell")).toHaveAttribute("data-unread", "0");

    await ep.getByTestId("editor-methods").click();
    await ep.keyboard.type("Reflux 3 h at 80 °C");
    await ep.keyboard.press("Shift+Home");
    await ep.getByTestId("comment-on-selection").click();
    await expect(ep.getByTestId("comment-quote")).toHaveText("Reflux 3 h at 80 °C");
    // A mention that would take a full comment past its 5,000 characters is not added, and says why.
    const full = "x".repeat(4995);
    await ep.getByTestId("comment-body").fill(full);
    await ep.getByTestId("comment-mention").fill("Vera");
    await ep.getByRole("option", { name: "Vera Viewer" }).click();
    await expect(ep.getByText("This is too long (at most 5,000 characters).")).toBeVisible();
    await expect(ep.getByTestId("comment-body")).toHaveValue(full);
    await ep.getByTestId("comment-body").fill("Is 80 °C safe with ethanol?");
    await ep.getByTestId("comment-mention").fill("Vera");
    await ep.getByRole("option", { name: "Vera Viewer" }).click();
    await expect(ep.getByTestId("comment-body")).toHaveValue("Is 80 °C safe with ethanol? @Vera Viewer ");
    await ep.getByTestId("comment-submit").click();
    await expect(ep.getByTestId("comment-thread")).toHaveCount(1);
    await expect(ep.getByText("Comments (1 open)")).toBeVisible();

    // the viewer's screen updates without reloading: thread and bell
    await expect(vp.getByTestId("comment-thread")).toContainText("Is 80 °C safe with ethanol?");
    await expect(vp.getByTestId("comment-thread").locator("blockquote")).toHaveText("Reflux 3 h at 80 °C");
    await expect(vp.getByTestId("notification-bell")).toHaveAttribute("data-unread", "1");
    await vp.getByTestId("notification-bell").click();
    await expect(vp.getByTestId("notification-item")).toContainText("Eddie Editor さんが「Esterification」であなたをメンションしました");
    await vp.screenshot({ path: "/tmp/day-comments-390-ja.png" });
    await vp.getByTestId("notification-item").click();
    await expect(vp.getByTestId("notification-bell")).toHaveAttribute("data-unread", "0");

    const mail = await latestMailTo(request, viewer!.email);
    expect(mail.subject).toContain("Eddie Editor mentioned you in \"Esterification\"");

    // reply and resolve
    await ep.getByTestId("comment-thread").getByRole("button", { name: "Reply" }).click();
    await ep.getByTestId("reply-body").fill("Use a condenser.");
    await ep.getByTestId("reply-submit").click();
    await expect(ep.getByTestId("comment-thread")).toContainText("Use a condenser.");
    await ep.screenshot({ path: "/tmp/day-comments-1280.png", fullPage: true });
    await ep.getByTestId("comment-resolve").click();
    await expect(ep.getByText("Comments (0 open)")).toBeVisible();
    await ep.getByTestId("show-resolved").click();
    await expect(ep.getByTestId("comment-thread")).toContainText("Resolved by Eddie Editor");
    await expect(vp.getByText("コメント（未解決 0 件）")).toBeVisible();
    await eCtx.close();
    await vCtx.close();
  });
});
