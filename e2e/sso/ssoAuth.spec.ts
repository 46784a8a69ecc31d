import { test, expect, createUser, signInAs, submitLogin } from "../support/fixtures";
import { startPartnerSite, type PartnerSite } from "./partnerSite";

const appPort = Number(process.env.E2E_PORT ?? 3100);
const appUrl = `http://localhost:${appPort}`;
const partnerPort = appPort + 1;

// One partner server on a fixed port: the tests of this file run one after another.
test.describe.configure({ mode: "serial" });

let partner: PartnerSite;
test.beforeAll(async () => {
  partner = await startPartnerSite(partnerPort, appUrl);
});
test.afterAll(async () => {
  await partner.close();
});

const ssoPath = (redirectUrl: string) => `/sso-auth?redirectUrl=${encodeURIComponent(redirectUrl)}`;

test("a signed-in user goes to the partner with a one-time code after a countdown", async ({ page, request }) => {
  const user = await createUser(request, { fullName: "Sato Hanako" });
  await signInAs(page, user, ssoPath(`${partner.url}?state=abc`));
  await expect(page.getByTestId("sso-authenticated")).toBeVisible();
  await expect(page.getByText("Authenticated")).toBeVisible();
  await expect(page.getByTestId("sso-countdown")).toHaveText(new RegExp(`Redirecting to localhost:${partnerPort} in [1-3] seconds?\\.`));
  await page.waitForURL((u) => u.port === String(partnerPort), { timeout: 10_000 });
  const landed = new URL(page.url());
  expect(landed.pathname).toBe("/callback");
  expect(landed.searchParams.get("state")).toBe("abc");
  expect(landed.searchParams.get("code")).toBeTruthy();
  await expect(page.locator("#email")).toHaveText(user.email);
  await expect(page.locator("#name")).toHaveText("Sato Hanako");

  // The same code a second time (reload of the partner callback) is refused.
  await page.reload();
  await expect(page.locator("#refused")).toHaveText("sso_code_invalid");
  const again = await request.post("/api/sso/token", { data: { code: landed.searchParams.get("code") } });
  expect(again.status()).toBe(400);
  expect((await again.json()).error.code).toBe("sso_code_invalid");
});

test("an anonymous visitor logs in first and then reaches the partner", async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto(ssoPath(partner.url));
  await expect(page).toHaveURL(/\/login\?redirectUrl=/);
  const back = new URL(page.url()).searchParams.get("redirectUrl");
  expect(back).toBe(ssoPath(partner.url));
  expect(page.url()).toContain(encodeURIComponent(ssoPath(partner.url)));
  await submitLogin(page, user.email, user.password);
  await expect(page.getByTestId("sso-authenticated")).toBeVisible();
  await page.waitForURL((u) => u.port === String(partnerPort), { timeout: 10_000 });
  await expect(page.locator("#email")).toHaveText(user.email);
});

test("the countdown and broken link read naturally in Japanese", async ({ page, request }) => {
  const user = await createUser(request);
  await signInAs(page, user, ssoPath(partner.url), "ja");
  await expect(page.getByTestId("sso-countdown")).toHaveText(new RegExp(`[1-3]秒後に localhost:${partnerPort} へ移動します。`));
  await page.waitForURL((u) => u.port === String(partnerPort), { timeout: 10_000 });
  await page.goto(ssoPath("http://evil.example.com/callback"));
  await expect(page.getByTestId("sso-broken")).toContainText("ログイン用のリンクが壊れているか、見つかりません。");
  await expect(page.getByRole("button", { name: "再試行" })).toBeVisible();
});

const attacks: [string, string | null][] = [
  ["missing redirectUrl", null],
  ["empty redirectUrl", ""],
  ["other host", "http://evil.example.com/callback"],
  ["javascript:", "javascript:alert(document.domain)"],
  ["javascript: with the partner URL inside", `javascript:alert(1)//${"http://localhost:" + partnerPort}/callback`],
  ["protocol-relative", "//evil.example.com/callback"],
  ["protocol-relative partner", `//localhost:${partnerPort}/callback`],
  ["encoded scheme", "http%3A%2F%2Fevil.example.com%2Fcallback"],
  ["encoded slash after the allowlisted path", `http://localhost:${partnerPort}/callback%2F..%2F..%2Fevil`],
  ["allowlisted prefix with extra path", `http://localhost:${partnerPort}/callback/evil`],
  ["userinfo trick", `http://localhost:${partnerPort}@evil.example.com/callback`],
  ["backslash trick", `http://evil.example.com\\@localhost:${partnerPort}/callback`],
  ["other port", `http://localhost:${partnerPort + 1}/callback`],
  ["https instead of http", `https://localhost:${partnerPort}/callback`],
  ["data:", "data:text/html,<script>alert(1)</script>"],
];

test("open-redirect attempts end in the broken-link state and no code is issued", async ({ page, request }) => {
  const user = await createUser(request);
  const before = partner.codes.length;
  await signInAs(page, user, "/spaces");
  let dialogs = 0;
  page.on("dialog", (d) => {
    dialogs++;
    void d.dismiss(); // an event handler cannot be awaited; the count above is what the test checks
  });
  for (const [name, target] of attacks) {
    await page.goto(target === null ? "/sso-auth" : ssoPath(target));
    await expect(page.getByTestId("sso-broken"), name).toBeVisible();
    await expect(page.getByTestId("sso-broken"), name).toContainText("This sign-in link is broken or missing.");
    await expect(page.getByTestId("sso-retry")).toBeVisible();
    expect(new URL(page.url()).port, name).toBe(String(appPort));
  }
  // A raw-encoded redirectUrl (no extra encoding by us) is refused the same way.
  await page.goto(`/sso-auth?redirectUrl=http://evil.example.com/callback`);
  await expect(page.getByTestId("sso-broken")).toBeVisible();
  // Retry asks again and stays broken for a refused link.
  await page.getByTestId("sso-retry").click();
  await expect(page.getByTestId("sso-broken")).toBeVisible();
  await page.waitForTimeout(500);
  expect(new URL(page.url()).port).toBe(String(appPort));
  expect(dialogs).toBe(0);
  expect(partner.codes.length).toBe(before);
});
