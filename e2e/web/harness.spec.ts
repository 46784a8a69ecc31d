import { test, expect } from "../support/fixtures";

// e2e/support/chromium.ts turns off the address bar's WebUI popup, whose renderer every new
// context's window would start beside the page under test. If a Chromium or Playwright upgrade
// brings it back (a renamed feature, or Playwright's own --disable-features winning), say so here.
test("the test browser starts no address-bar popup renderer with a context", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send("Target.getTargets")) as { targetInfos: { type: string; url: string }[] };
  expect(targetInfos.filter((t) => t.url.startsWith("chrome://omnibox-popup")).map((t) => t.url)).toEqual([]);
  await cdp.detach();
  await context.close();
});
