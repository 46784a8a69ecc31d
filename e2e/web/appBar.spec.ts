import type { Page } from "@playwright/test";
import { test, expect, apiAs, createSpace, createUser, separatePage, signInAs } from "../support/fixtures";

test.describe.configure({ timeout: 120_000 });

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// At 390 px the bar was 9 px wider than the screen (a sideways scroll on every page), at 320 px
// (WCAG 1.4.10 reflow) the language and account buttons were off it, and in Japanese the title ran
// under the search button.
test("the app bar fits a phone, in both languages, and its phone menu and search have names", async ({ browser, request }) => {
  const user = await createUser(request);
  await createSpace(apiAs(request, user), "Phone lab");
  for (const lang of ["en", "ja"] as const) {
    for (const width of [320, 390]) {
      const { context, page } = await separatePage(browser, { viewport: { width, height: 700 } });
      await signInAs(page, user, "/spaces", lang);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await sideways(page), `${lang} ${width}`).toBe(0);
      const account = await page.getByTestId("account-menu").boundingBox();
      expect(account!.x + account!.width, `${lang} ${width}`).toBeLessThanOrEqual(width);
      const title = await page.getByRole("banner").getByRole("link").first().boundingBox();
      const search = await page.getByTestId("search-open").boundingBox();
      expect(title!.x + title!.width, `${lang} ${width}: title clear of search`).toBeLessThanOrEqual(search!.x);
      if (width === 390) {
        await page.getByRole("button", { name: lang === "en" ? "Open menu" : "メニューを開く" }).click();
        await expect(page.getByRole("dialog", { name: lang === "en" ? "Menu" : "メニュー" })).toBeVisible();
        await page.keyboard.press("Escape");
        await page.getByTestId("search-open").click();
        await expect(page.getByRole("dialog", { name: lang === "en" ? "Search" : "検索" })).toBeVisible();
      }
      await context.close();
    }
  }
});

// The theme's blue focus ring vanished into the blue bar, and the search field had none.
test("keyboard focus in the app bar is a white ring, and focus scrolled to clears the sticky bar", async ({ browser, request }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  for (let i = 1; i <= 24; i++) await createSpace(as, `Lab ${String(i).padStart(2, "0")}`);
  const { context, page } = await separatePage(browser, { viewport: { width: 1280, height: 600 } });
  await signInAs(page, user, "/spaces");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const ring = (testId: string) =>
    page.getByTestId(testId).evaluate((el) => {
      const box = el.closest(".MuiButtonBase-root, [data-search-field]") ?? el;
      const cs = getComputedStyle(box);
      return { color: cs.outlineColor, width: cs.outlineWidth, style: cs.outlineStyle };
    });
  await page.getByRole("banner").getByRole("link").first().focus();
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("nav-projects")).toBeFocused();
  expect(await ring("nav-projects")).toEqual({ color: "rgb(255, 255, 255)", width: "2px", style: "solid" });
  await page.getByTestId("search-input").focus();
  expect(await ring("search-input")).toEqual({ color: "rgb(255, 255, 255)", width: "2px", style: "solid" });

  // From the bottom of the page, Shift+Tab back up the list: what gets focus is never under the bar.
  await page.keyboard.press("Escape");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const links = page.locator("main a[href^='/spaces/']");
  await links.last().focus();
  const bar = (await page.getByRole("banner").boundingBox())!;
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Shift+Tab");
    const top = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top);
    const inMain = await page.evaluate(() => !!document.activeElement?.closest("main"));
    if (inMain) expect(top).toBeGreaterThanOrEqual(bar.y + bar.height);
  }
  await context.close();
});
