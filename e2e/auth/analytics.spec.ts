import { test, expect, createUser, signInAs } from "../support/fixtures";

/** What the app pushes to GTM's dataLayer (the fields these tests read). */
interface GtmEntry {
  event?: string;
  page_path?: string;
  [key: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: GtmEntry[];
  }
}

test("analytics: with a GTM id, one page view per route path change, IP anonymised, auto page views off", async ({ page, request }) => {
  const user = await createUser(request);
  // The server only tells the web app an id when GTM_ID is set; here the answer is stubbed.
  await page.route("**/api/config", async (route) => {
    const res = await route.fetch();
    await route.fulfill({ json: { ...(await res.json()), gtmId: "GTM-TEST1" } });
  });
  await page.route("https://www.googletagmanager.com/**", (route) => route.fulfill({ body: "", contentType: "text/javascript" }));
  await signInAs(page, user, "/profile");
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === "page_view").length)).toBe(1);
  await page.goto("/change_password");
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === "page_view").map((e) => e.page_path))).toEqual(["/change_password"]);
  const config = await page.evaluate(() => (window.dataLayer ?? []).find((e) => e.event === "config"));
  expect(config).toMatchObject({ send_page_view: false, anonymize_ip: true });
  expect(await page.evaluate(() => document.querySelector('script[src*="gtm.js?id=GTM-TEST1"]') !== null)).toBe(true);
});

test("analytics: nothing is loaded without a GTM id", async ({ page, request }) => {
  const user = await createUser(request);
  await signInAs(page, user, "/profile");
  await expect(page.getByTestId("profile-submit")).toBeVisible();
  expect(await page.evaluate(() => window.dataLayer === undefined && !document.querySelector('script[src*="googletagmanager"]'))).toBe(true);
});
