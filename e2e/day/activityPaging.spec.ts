import { test, expect, apiAs, signInAs, noteIn } from "../support/fixtures";
import { projectWith } from "../notes/notesSetup";

const activityCall = /\/api\/projects\/[^/]+\/activity/;

test("project activity: a loading state instead of 'nothing yet' while it loads, then 'Show more' past the newest 50 (en, ja)", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { owner, project } = await projectWith(request);
  const as = apiAs(request, owner);
  const note = await noteIn(as, project.id, "Aldol");
  for (let i = 1; i <= 55; i++) expect((await as.post(`/api/notes/${note.id}/comments`, { body: `Check ${i}` })).ok()).toBeTruthy();

  // Hold the first answer: the feed says it is loading, not that nothing has happened. (Later calls pass at once.)
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(activityCall, async (route) => {
    await held;
    await route.continue();
  });
  await signInAs(page, owner, `/projects/${project.id}`);
  const feed = page.getByTestId("project-activity");
  await expect(feed.getByRole("progressbar", { name: "Loading..." })).toBeVisible();
  await expect(feed.getByText("Nothing has happened in this project yet.")).toHaveCount(0);
  await page.screenshot({ path: "/tmp/shots-fx1/activity-loading-1280-en.png", fullPage: true });
  release();

  const items = feed.getByTestId("activity-item");
  await expect(items).toHaveCount(50);
  await expect(items.first()).toContainText("commented “Check 55” on Aldol");
  await expect(feed.getByRole("progressbar")).toHaveCount(0);
  const more = feed.getByRole("button", { name: "Show more" });
  await more.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/shots-fx1/activity-more-1280-en.png" });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(items).toHaveCount(56);
  await expect(items.last()).toContainText("Olivia Owner created Aldol");
  await expect(more).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem("eln.util.lang", JSON.stringify("ja")));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/projects/${project.id}`);
  await expect(items).toHaveCount(50);
  const jaMore = feed.getByRole("button", { name: "さらに表示" });
  await jaMore.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/shots-fx1/activity-more-390-ja.png" });
  await jaMore.click();
  await expect(items).toHaveCount(56);
  await expect(items.last()).toContainText("Olivia Owner さんが作成： Aldol");
});
