import type { Page } from "@playwright/test";
import { apiAs, createNote, createUser, expect, phoneViewport, signInAs, test } from "../support/fixtures";

const words = {
  en: { body: "Add a comment", mention: "Mention someone", onSelection: "On selected text", post: "Comment", posted: "Comment posted", reply: "Reply", replied: "Reply posted", resolve: "Resolve", showResolved: "Show 1 resolved thread" },
  ja: { body: "コメントを追加", mention: "メンションする人", onSelection: "選択したテキストに", post: "コメントする", posted: "コメントを投稿しました", reply: "返信", replied: "返信を投稿しました", resolve: "解決済みにする", showResolved: "解決済みのスレッド 1 件を表示" },
} as const;

/** The comment's POST answers a little late, as over a real network: long enough for a button disabled while it posts to lose the focus. */
async function slowPosts(page: Page) {
  const posts: string[] = [];
  await page.route("**/api/notes/*/comments", async (route) => {
    if (route.request().method() === "POST") {
      posts.push(route.request().postData() ?? "");
      await new Promise((r) => setTimeout(r, 400));
    }
    await route.continue();
  });
  return posts;
}

async function openCommentsOf(page: Page, request: Parameters<typeof createUser>[0], lang: "en" | "ja", width: number) {
  const user = await createUser(request);
  const { noteId } = await createNote(apiAs(request, user), { space: "Comment lab", project: "Comments", note: "Keyboard comments" });
  await page.setViewportSize({ width, height: 844 });
  await signInAs(page, user, `/notes/${noteId}`, lang);
  const posts = await slowPosts(page);
  const section = page.locator("section#comments");
  const w = words[lang];
  const body = section.getByRole("textbox", { name: w.body });
  await expect(body).toBeVisible();
  return { section, body, posts, w };
}

for (const [lang, width] of [["en", 1280], ["ja", phoneViewport.width]] as const) {
  test(`posting a comment by keyboard keeps the focus in the comment box and announces it (${lang}, ${width})`, async ({ page, request }) => {
    const { section, body, w } = await openCommentsOf(page, request, lang, width);
    await body.focus();
    await page.keyboard.type("Dry the flask first.");
    await page.keyboard.press("Tab");
    await expect(section.getByRole("combobox", { name: w.mention })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(section.getByRole("button", { name: w.onSelection })).toBeFocused();
    await page.keyboard.press("Tab");
    const post = section.getByRole("button", { name: w.post, exact: true });
    await expect(post).toBeFocused();
    await page.keyboard.press("Enter");
    // While it posts, the focus stays on the button (it was disabled under it).
    await expect(post).toBeFocused();
    await expect(section.getByTestId("comment-thread")).toHaveCount(1);
    await expect(section.getByTestId("comment-thread")).toContainText("Dry the flask first.");
    await expect(body).toBeFocused();
    await expect(body).toHaveValue("");
    await expect(page.getByTestId("toast-region")).toContainText(w.posted);
    await page.screenshot({ path: `/tmp/panels-comment-posted-${lang}-${width}.png` });
  });

  test(`Enter in the empty "Mention someone" box does not post the comment (${lang}, ${width})`, async ({ page, request }) => {
    const { section, body, posts, w } = await openCommentsOf(page, request, lang, width);
    await body.focus();
    await page.keyboard.type("Half written");
    await page.keyboard.press("Tab");
    const mention = section.getByRole("combobox", { name: w.mention });
    await expect(mention).toBeFocused();
    await page.keyboard.press("Enter");
    // A name that matches nobody: Enter does not post either.
    await page.keyboard.type("Nobody by this name");
    await page.keyboard.press("Enter");
    await page.waitForTimeout(1000);
    expect(posts).toHaveLength(0);
    await expect(section.getByTestId("comment-thread")).toHaveCount(0);
    await expect(body).toHaveValue("Half written");
  });
}

test("replying and resolving by keyboard: the focus goes back to the thread's Reply, then to the resolved threads' button", async ({ page, request }) => {
  const { section, body, w } = await openCommentsOf(page, request, "en", 1280);
  await body.focus();
  await page.keyboard.type("Which solvent?");
  await page.keyboard.press("Enter"); // a new line in the comment, not a post
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  const thread = section.getByTestId("comment-thread");
  await expect(thread).toHaveCount(1);

  // By its name, as a screen reader finds it (while the form is open, its send button is named the same).
  const replyToggle = thread.getByRole("button", { name: w.reply, exact: true });
  await replyToggle.focus();
  await page.keyboard.press("Enter");
  const replyBody = thread.getByRole("textbox", { name: w.reply });
  await expect(replyBody).toBeFocused();
  await page.keyboard.type("Ethanol.");
  await page.keyboard.press("Tab"); // mention
  await page.keyboard.press("Tab"); // Reply (send)
  await expect(thread.getByTestId("reply-submit")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(thread).toContainText("Ethanol.");
  await expect(thread.getByTestId("reply-body")).toHaveCount(0);
  await expect(replyToggle).toBeFocused();
  await expect(page.getByTestId("toast-region")).toContainText(w.replied);

  await page.keyboard.press("Tab");
  await expect(thread.getByRole("button", { name: w.resolve })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(section.getByRole("button", { name: w.showResolved })).toBeFocused();
});
