import type { Page } from "@playwright/test";
import { chooseOption, expect, phoneViewport, signInAs, test } from "../support/fixtures";
import { spaceWithContainer } from "./inventorySetup";

// The container list's select filters show their chosen value in full: at 1280 px the row of
// five filters beside the locations panel left each select too narrow for "Expiring within 30
// days" or "In use or empty", which were cut to "Expiring wi…". Checked in both languages, at the
// desktop width and on a phone, with nothing wider than the window.

/** Each select of the filter group whose shown value is cut off (its text wider than its box). */
async function cutSelects(page: Page) {
  return page.getByRole("group", { name: /Filters|絞り込み/ }).getByRole("combobox").evaluateAll((boxes) =>
    boxes
      .filter((b) => b.classList.contains("MuiSelect-select") && b.scrollWidth > b.clientWidth + 1)
      .map((b) => `${b.textContent} (${b.scrollWidth} > ${b.clientWidth})`),
  );
}

const wrapperOf = (page: Page, testId: string) => page.getByTestId(testId).locator("xpath=..");

for (const { lang, width, expiry, status } of [
  { lang: "en", width: 1280, expiry: "Expiring within 30 days", status: "In use or empty" },
  { lang: "ja", width: 1280, expiry: "30日以内に期限切れ", status: "使用中または空" },
  { lang: "en", width: 1024, expiry: "Expiring within 30 days", status: "In use or empty" },
  { lang: "en", width: phoneViewport.width, expiry: "Expiring within 30 days", status: "In use or empty" },
] as const) {
  test(`the expiry and status filters show their chosen value in full (${lang}, ${width} px)`, async ({ page, request }) => {
    const { user, space } = await spaceWithContainer(request, {
      space: "Filter lab",
      material: { name: "アセトン", nameEn: "Acetone" },
      location: { name: "Cabinet 1", kind: "cabinet" },
      container: { amount: 1, unit: "L", expiresOn: new Date(Date.now() + 10 * 86400_000).toISOString().slice(0, 10) },
    });
    await page.setViewportSize(width === phoneViewport.width ? phoneViewport : { width, height: 800 });
    await signInAs(page, user, `/spaces/${space.id}/inventory`, lang);
    await expect(page.getByTestId("container-row")).toHaveCount(1);

    await chooseOption(wrapperOf(page, "filter-expiry"), expiry);
    await expect(page).toHaveURL(/expiresWithinDays=30/);
    await expect(wrapperOf(page, "filter-expiry").getByRole("combobox")).toHaveText(expiry);
    // The status filter shows its default, the longest of its choices.
    await expect(wrapperOf(page, "filter-status").getByRole("combobox")).toHaveText(status);
    await expect(page.getByTestId("container-row")).toHaveCount(1);

    expect(await cutSelects(page)).toEqual([]);
    // The layout holds: nothing wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The material's name is not broken inside a word: its column gave way first ("Aceton|e").
    const name = page.getByTestId("container-row").getByRole("link", { name: lang === "ja" ? "アセトン" : "Acetone" });
    expect(await name.evaluate((a) => a.getClientRects().length)).toBe(1);
  });
}
