import { apiAs, createUser, expect, signInAs, test, noteIn, phoneViewport } from "../support/fixtures";
import type { APIRequestContext, Page } from "@playwright/test";

/** A space with two projects and notes in Japanese and English, made through the API. */
async function seedLab(request: APIRequestContext) {
  const user = await createUser(request);
  const api = apiAs(request, user);
  const space = await (await api.post("/api/spaces", { name: "有機化学ラボ", description: "" })).json();
  const organic = await (await api.post("/api/projects", { name: "有機合成", description: "エステルの合成実験", space_id: space.id })).json();
  const analysis = await (await api.post("/api/projects", { name: "Analysis", description: "GC and HPLC", space_id: space.id })).json();
  const jp = await noteIn(api, organic.id, "有機合成実験ノート");
  const en = await noteIn(api, analysis.id, "Gas chromatography calibration");
  const other = await noteIn(api, analysis.id, "分析実験の記録");
  return { user, space, organic, analysis, jp, en, other };
}

/** The lab, signed in on /spaces (desktop, English), and the app bar's search box naming the lab's space. */
async function labSearch(page: Page, request: APIRequestContext) {
  const lab = await seedLab(request);
  await signInAs(page, lab.user, "/spaces");
  const input = page.getByTestId("search-input");
  await expect(input).toHaveAttribute("placeholder", "Search 有機化学ラボ");
  return { lab, input };
}

test("a space just created is the one the search box names and searches", async ({ page, request }) => {
  const { input } = await labSearch(page, request);
  await page.getByTestId("create-space").click();
  await page.getByLabel("Space name").fill("Brand new lab");
  await page.getByTestId("space-dialog-submit").click();
  await expect(page.getByTestId("space-title")).toHaveText("Brand new lab");
  // It named the space that was active before until a reload.
  await expect(input).toHaveAttribute("placeholder", "Search Brand new lab");
});

test("a note opened from a link searches its own space, not the one last visited", async ({ page, request }) => {
  const { lab, input } = await labSearch(page, request);
  // A second space, first in the list, that the user visits before following a link to the lab's note.
  const api = apiAs(request, lab.user);
  const other = await (await api.post("/api/spaces", { name: "A first space", description: "" })).json();
  await page.goto(`/spaces/${other.id}`);
  await expect(input).toHaveAttribute("placeholder", "Search A first space");
  await page.goto(`/notes/${lab.en.id}`);
  await expect(page.getByTestId("note-title")).toHaveText("Gas chromatography calibration");
  await expect(input).toHaveAttribute("placeholder", "Search 有機化学ラボ");
  await input.fill("有機");
  await expect(page.getByTestId("search-panel").getByTestId("search-note").first()).toContainText("有機合成実験ノート");
});

test("'/' focuses the search; Japanese results grouped, highlighted, opened with the keyboard", async ({ page, request }) => {
  const { input } = await labSearch(page, request);
  await page.locator("body").click();
  await page.keyboard.press("/");
  await expect(input).toBeFocused();
  await page.keyboard.type("実験");

  const panel = page.getByTestId("search-panel");
  await expect(panel.getByTestId("search-note")).toHaveCount(2);
  await expect(panel.getByText("Projects", { exact: true })).toBeVisible();
  await expect(panel.getByText("Notes", { exact: true })).toBeVisible();
  await expect(panel.getByTestId("search-project")).toHaveCount(1);
  await expect(panel.getByTestId("search-project")).toContainText("有機合成");
  await expect(panel.locator("mark", { hasText: "実験" }).first()).toBeVisible();
  await page.screenshot({ path: "/tmp/search-desktop-en.png" });

  // Arrows walk projects then notes; Enter opens the active one.
  await page.keyboard.press("ArrowDown");
  const second = panel.getByRole("listbox").getByRole("option").nth(1);
  await expect(second).toHaveAttribute("aria-selected", "true");
  const noteId = (await second.getAttribute("id"))!.replace("search-option-note-", "");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/notes/${noteId}$`));
  await expect(panel).toBeHidden();
});

test("partial English words, folded full-width input and the project filter", async ({ page, request }) => {
  const lab = await seedLab(request);
  await signInAs(page, lab.user, "/spaces");
  const input = page.getByTestId("search-input");
  await input.fill("ＣＨＲＯＭＡＴＯ");
  const panel = page.getByTestId("search-panel");
  await expect(panel.getByTestId("search-note")).toHaveCount(1);
  await expect(panel.locator("mark")).toHaveText(["chromato"]);

  await input.fill("実験");
  await expect(panel.getByTestId("search-note")).toHaveCount(2);
  await panel.getByTestId("search-project-filter").selectOption({ label: "Analysis" });
  await expect(panel.getByTestId("search-note")).toHaveCount(1);
  await expect(panel.getByTestId("search-note")).toContainText("分析実験の記録");

  await input.fill("nothing-like-this");
  await expect(panel.getByTestId("search-empty")).toContainText("Nothing found");
});

test("on a phone an icon opens the search full screen, in Japanese", async ({ page, request }) => {
  const lab = await seedLab(request);
  await page.setViewportSize(phoneViewport);
  await signInAs(page, lab.user, "/spaces", "ja");
  // The screen loads on demand; opening the search before it has rendered races its first focus.
  await expect(page.locator("main h1")).toBeVisible();
  await page.getByTestId("search-open").click();
  const input = page.getByTestId("search-input");
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute("placeholder", "有機化学ラボ を検索");
  await input.fill("合成");
  await expect(page.getByTestId("search-note")).toHaveCount(1);
  await expect(page.getByText("ノート", { exact: true })).toBeVisible();
  await page.screenshot({ path: "/tmp/search-phone-ja.png" });
  await page.getByTestId("search-note").click();
  await expect(page).toHaveURL(new RegExp(`/notes/${lab.jp.id}$`));
});

// Escape closes the results as a combobox's popup closes: the focus stays in the field (it was
// blurred to <body>, sending a keyboard user back to the page's start), and typing reopens them.
test("Escape closes the results and keeps the focus in the search field", async ({ page, request }) => {
  const lab = await seedLab(request);
  await signInAs(page, lab.user, "/spaces");
  const input = page.getByTestId("search-input");
  await input.focus();
  await page.keyboard.type("実験");
  const panel = page.getByTestId("search-panel");
  await expect(panel.getByTestId("search-note")).toHaveCount(2);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.type("ノート");
  await expect(panel.getByTestId("search-note")).toHaveCount(1);
});

// The field was disabled until the person's spaces had arrived (saying "Create a space to search"),
// so words typed into it at once went nowhere; on a busy machine the test above lost them so.
test("words typed into the search while the spaces are still loading are searched", async ({ page, request }) => {
  const lab = await seedLab(request);
  await page.route("**/api/spaces", async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await signInAs(page, lab.user, "/spaces");
  const input = page.getByTestId("search-input");
  await expect(input).toHaveAttribute("placeholder", "Search");
  await input.focus();
  await page.keyboard.type("実験");
  await expect(page.getByTestId("search-panel").getByTestId("search-note")).toHaveCount(2);
  await expect(input).toHaveAttribute("placeholder", "Search 有機化学ラボ");
});

// At 390 px the project's name took up to 45% of a note's row and cut the title to about half of it.
test("on a phone a note's title is shown whole, its project under it", async ({ page, request }) => {
  const user = await createUser(request);
  const api = apiAs(request, user);
  const space = await (await api.post("/api/spaces", { name: "Lab", description: "" })).json();
  const project = await (await api.post("/api/projects", { name: "Palladium-catalysed cross-coupling optimisation", description: "", space_id: space.id })).json();
  await noteIn(api, project.id, "Titration of phenylmagnesium bromide");
  await page.setViewportSize(phoneViewport);
  await signInAs(page, user, "/spaces");
  await expect(page.locator("main h1")).toBeVisible();
  await page.getByTestId("search-open").click();
  await page.getByTestId("search-input").fill("titration");
  const title = page.getByTestId("search-note").getByTestId("search-note-title");
  await expect(title).toHaveText("Titration of phenylmagnesium bromide");
  // Nothing of the title is cut off, and the project's name sits below it.
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const project_ = page.getByTestId("search-note").getByText("Palladium-catalysed cross-coupling optimisation");
  const [t, p] = [await title.boundingBox(), await project_.boundingBox()];
  expect(p!.y).toBeGreaterThanOrEqual(t!.y + t!.height - 1);
  await page.screenshot({ path: "/tmp/shots-fx2/search-phone-en-390.png" });
});
