import { test, expect, apiAs, noteIn, phonePage, signInAs } from "../support/fixtures";
import { projectWith } from "./notesSetup";
import type { Page } from "@playwright/test";

const titles = (page: Page) => page.getByTestId("note-row").getByRole("link").allTextContents();

test("on a phone every sort key and direction can be chosen from a labelled sort list, by keyboard too (en and ja)", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { owner, project } = await projectWith(request);
  const as = apiAs(request, owner);
  // Created in this order; then the first one renamed, so it is the last edited.
  const charlie = await noteIn(as, project.id, "Charlie");
  await noteIn(as, project.id, "Alpha");
  await noteIn(as, project.id, "Bravo");
  const renamed = await request.patch(`/api/notes/${charlie.id}`, { headers: { authorization: `Bearer ${owner.token}` }, data: { title: "Charlie run" } });
  expect(renamed.ok(), await renamed.text()).toBeTruthy();

  const { context, page } = await phonePage(browser);
  await signInAs(page, owner, `/projects/${project.id}`);
  await expect(page.getByTestId("note-row")).toHaveCount(3);
  const sort = page.getByRole("combobox", { name: "Sort by" });
  await expect(sort).toBeVisible();
  await expect(sort).toHaveValue("updatedAt:desc");
  expect(await titles(page)).toEqual(["Charlie run", "Bravo", "Alpha"]);

  // The key the phone's table has no column for.
  await sort.selectOption({ label: "Created (oldest first)" });
  await expect.poll(() => titles(page)).toEqual(["Charlie run", "Alpha", "Bravo"]);
  await sort.selectOption({ label: "Created (newest first)" });
  await expect.poll(() => titles(page)).toEqual(["Bravo", "Alpha", "Charlie run"]);
  await sort.selectOption({ label: "Note title (Z to A)" });
  await expect.poll(() => titles(page)).toEqual(["Charlie run", "Bravo", "Alpha"]);
  // From the keyboard: one step up the list is the title's other direction.
  await sort.focus();
  await page.keyboard.press("ArrowUp");
  await expect(sort).toHaveValue("title:asc");
  await expect.poll(() => titles(page)).toEqual(["Alpha", "Bravo", "Charlie run"]);
  await page.screenshot({ path: "/tmp/shots-fx1/note-sort-390-en.png" });

  // Japanese: the same list, worded in Japanese; the choice is remembered for the project.
  await page.evaluate(() => localStorage.setItem("eln.util.lang", JSON.stringify("ja")));
  await page.reload();
  const jaSort = page.getByRole("combobox", { name: "並べ替え" });
  await expect(jaSort).toHaveValue("title:asc");
  await jaSort.selectOption({ label: "作成日時（古い順）" });
  await expect.poll(() => titles(page)).toEqual(["Charlie run", "Alpha", "Bravo"]);
  await page.screenshot({ path: "/tmp/shots-fx1/note-sort-390-ja.png" });
  await context.close();
});

test("on a wide screen the column headers sort and no separate sort list is shown", async ({ page, request }) => {
  const { owner, project } = await projectWith(request);
  await noteIn(apiAs(request, owner), project.id, "Alpha");
  await signInAs(page, owner, `/projects/${project.id}`);
  await expect(page.getByTestId("note-row")).toHaveCount(1);
  await expect(page.getByTestId("sort-createdAt")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveCount(0);
});

// The date column kept its date and time on one line and took half the phone's width: titles broke
// mid-word ("calibratio / n of").
test("on a phone the notes table gives the titles most of its width", async ({ browser, request }) => {
  const { owner, project } = await projectWith(request);
  await noteIn(apiAs(request, owner), project.id, "HPLC calibration of caffeine standards");
  const { context, page } = await phonePage(browser);
  await signInAs(page, owner, `/projects/${project.id}`);
  const row = page.getByTestId("note-row").first();
  await expect(row).toBeVisible();
  const [title, date] = await Promise.all([row.locator("td").nth(0).boundingBox(), row.locator("td").nth(1).boundingBox()]);
  expect(title!.width).toBeGreaterThan(2 * date!.width);
  // Every word of the title stays whole: each line break falls at a space.
  const lines = await row.getByRole("link").evaluate((a) => {
    const range = document.createRange();
    const text = a.firstChild!;
    const tops = new Map<number, string>();
    for (let i = 0; i < text.textContent!.length; i++) {
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      const top = Math.round(range.getBoundingClientRect().top);
      tops.set(top, (tops.get(top) ?? "") + text.textContent![i]);
    }
    return [...tops.values()].map((l) => l.trim());
  });
  const words = new Set("HPLC calibration of caffeine standards".split(" "));
  for (const line of lines) for (const w of line.split(" ")) expect(words.has(w), `"${w}" in ${JSON.stringify(lines)}`).toBe(true);
  await context.close();
});
