import type { Page } from "@playwright/test";
import { test, expect, apiAs, confirmationLink, createNote, createUser, expectAllSaved, signInAs, submitLogin, separatePage, phoneViewport } from "../support/fixtures";

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem("eln.auth.token"));

test.describe("session check without an answer", () => {
  test("says it is still connecting, then gives up after 30 s and shows the screen, signed in", async ({ page, request }) => {
    const user = await createUser(request);
    await page.clock.install();
    // The session check is never answered (the page's first script asks too: the same route).
    await page.route("**/api/account/me", () => {});
    await signInAs(page, user, "/spaces");
    await expect(page.getByTestId("session-check")).toBeVisible();
    await expect(page.getByTestId("still-connecting")).toHaveText("Still connecting to the server…");
    await page.screenshot({ path: test.info().outputPath("still-connecting.png") });
    await page.clock.fastForward(30_000);
    await expect(page.getByTestId("create-space")).toBeVisible();
    await expect(page).toHaveURL(/\/spaces$/);
    expect(await storedToken(page)).toBeTruthy();
  });
});

test.describe("login form", () => {
  test("offline: a network error in the form, and no 'still signed in' notice (English and Japanese)", async ({ page, context, request }) => {
    const user = await createUser(request);
    await page.goto("/login");
    await context.setOffline(true);
    await submitLogin(page, user.email, user.password);
    await expect(page.getByTestId("form-error")).toHaveText("Network error. Check your connection and try again.");
    await expect(page.getByTestId("offline-notice")).toHaveCount(0);

    await context.setOffline(false);
    await page.getByTestId("language-switch").click();
    await page.getByRole("menuitem", { name: "日本語" }).click();
    await context.setOffline(true);
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("form-error")).toHaveText("ネットワークエラーです。接続を確認してもう一度お試しください。");
    await expect(page.getByTestId("offline-notice")).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("login-offline-ja.png") });
  });

  test("a malformed address is refused as sign-up refuses it, before and after asking the server", async ({ page }) => {
    let asked = 0;
    await page.route("**/api/account/login", (route) => {
      asked++;
      return route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ error: { code: "validation", message: "Invalid input" } }) });
    });
    await page.goto("/login");
    await submitLogin(page, "not-an-email", "x");
    await expect(page.getByTestId("form-error")).toHaveText("Please enter a valid email address.");
    expect(asked).toBe(0);
    // An address the form accepts but the server refuses: worded the same, not "unexpected".
    await submitLogin(page, "someone@example.com", "x");
    await expect.poll(() => asked).toBe(1);
    await expect(page.getByTestId("form-error")).toHaveText("Please enter a valid email address.");

    await page.getByTestId("language-switch").click();
    await page.getByRole("menuitem", { name: "日本語" }).click();
    await page.getByLabel("メールアドレス").fill("not-an-email");
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("form-error")).toHaveText("有効なメールアドレスを入力してください。");
  });

  test("the demo account signs in with its address confirmed", async ({ page }) => {
    await page.goto("/login");
    await submitLogin(page, "demo@example.com", "Demo-pass1!");
    await expect(page).toHaveURL(/\/spaces$/);
    await expect(page.getByTestId("create-space")).toBeVisible();
    await expect(page.getByTestId("confirm-email")).toHaveCount(0);
  });
});

test.describe("confirmation link", () => {
  test("a valid link says the address is confirmed, then leaves the address bar clean", async ({ page, request }) => {
    const user = await createUser(request, { verified: false });
    await signInAs(page, user, "/spaces");
    await expect(page.getByTestId("confirm-email")).toBeVisible();
    await page.goto(await confirmationLink(request, user.email));
    await expect(page.getByRole("status").filter({ hasText: "Your email address is confirmed." })).toBeVisible();
    await expect(page).toHaveURL(/\/spaces$/);
    await expect(page.getByTestId("confirm-email")).toHaveCount(0);
  });

  test("signed out, a valid link says so once: not again after the sign-in that follows", async ({ page, request }) => {
    const user = await createUser(request, { verified: false });
    await page.goto(await confirmationLink(request, user.email));
    const notice = page.getByRole("status").filter({ hasText: "Your email address is confirmed." });
    await expect(notice).toBeVisible();
    // The way back after signing in is the list, without the link's outcome.
    await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fspaces$/);
    await expect(notice).toHaveCount(0, { timeout: 15_000 });
    await submitLogin(page, user.email, user.password);
    await expect(page).toHaveURL(/\/spaces$/);
    await expect(page.getByTestId("create-space")).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(notice).toHaveCount(0);
  });

  test("an invalid link explains itself and how to get a new one, signed out (ja) and signed in", async ({ page, request }) => {
    await page.addInitScript(() => localStorage.setItem("eln.util.lang", JSON.stringify("ja")));
    await page.goto("/api/account/verify-email?token=garbage");
    await expect(page).toHaveURL(/\/login\?emailVerified=invalid$/);
    await expect(page.getByTestId("email-verify-invalid")).toHaveText(
      "この確認リンクは無効か、有効期限が切れています。ログインしてから、スペース一覧の「リンクを再送信」を選んで新しいリンクを受け取ってください。",
    );
    await page.screenshot({ path: test.info().outputPath("invalid-link-ja.png") });

    // Signed in (and not yet confirmed): the message, then the screen with the resend button.
    const user = await createUser(request, { verified: false });
    await signInAs(page, user, "/spaces", "ja");
    await expect(page.getByTestId("confirm-email")).toBeVisible();
    await page.goto("/api/account/verify-email?token=garbage");
    await expect(page.getByRole("status").filter({ hasText: "この確認リンクは無効か、有効期限が切れています。メールアドレスの確認がまだの場合は" })).toBeVisible();
    await expect(page).toHaveURL(/\/spaces$/);
    await expect(page.getByTestId("confirm-email-resend")).toBeVisible();
  });
});

test.describe("a session that ends", () => {
  test("ended elsewhere: the login screen says so (English and Japanese); a visitor who never signed in is told nothing", async ({ page, browser, request }) => {
    const user = await createUser(request);
    await signInAs(page, user, "/spaces");
    await expect(page.getByTestId("create-space")).toBeVisible();
    await request.post("/api/account/logout", { headers: { authorization: `Bearer ${user.token}` } });
    await page.reload();
    await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fspaces$/);
    await expect(page.getByTestId("session-ended")).toHaveText("Your session has ended. Please sign in again.");

    const ja = await createUser(request);
    await apiAs(request, ja).post("/api/spaces", { name: "分光実験室", description: "" });
    const other = await separatePage(browser);
    await signInAs(other.page, ja, "/spaces", "ja");
    await expect(other.page.getByTestId("space-card")).toBeVisible();
    await request.post("/api/account/logout", { headers: { authorization: `Bearer ${ja.token}` } });
    // Without a reload: the next request (opening the space) finds the session ended.
    await other.page.getByTestId("space-card").getByRole("link").first().click();
    await expect(other.page.getByTestId("session-ended")).toHaveText("セッションが終了しました。もう一度ログインしてください。");
    await other.page.screenshot({ path: test.info().outputPath("session-ended-ja.png") });
    await other.context.close();

    const visitor = await separatePage(browser);
    await visitor.page.goto("/spaces");
    await expect(visitor.page).toHaveURL(/\/login\?redirectUrl=%2Fspaces$/);
    await expect(visitor.page.getByTestId("login-submit")).toBeVisible();
    await expect(visitor.page.getByTestId("session-ended")).toHaveCount(0);
    await visitor.context.close();
  });

  test("tabs follow each other: a sign-out elsewhere signs this tab out, a sign-in as someone else moves it to that session", async ({ browser, request }) => {
    const alice = await createUser(request, { fullName: "Alice Able" });
    const bob = await createUser(request, { fullName: "Bob Baker" });
    const { context, page: one } = await separatePage(browser);
    await signInAs(one, alice, "/spaces");
    await expect(one.getByTestId("create-space")).toBeVisible();
    const two = await context.newPage();
    await two.goto("/spaces");
    await expect(two.getByTestId("create-space")).toBeVisible();

    await one.getByTestId("account-menu").click();
    await one.getByTestId("logout").click();
    await expect(one).toHaveURL(/\/login$/);
    // Tab two follows at once, without being touched.
    await expect(two).toHaveURL(/\/login\?redirectUrl=%2Fspaces$/);
    await expect(two.getByTestId("session-ended")).toBeVisible();

    await submitLogin(one, bob.email, bob.password);
    await expect(one).toHaveURL(/\/spaces$/);
    await expect(two).toHaveURL(/\/spaces$/);
    await two.getByTestId("account-menu").click();
    await expect(two.getByRole("menuitem", { name: "Bob Baker" })).toBeVisible();
    await context.close();
  });
});

test("a sign-out in another tab leaves an open note on screen with its text, read-only", async ({ browser, request }) => {
  const user = await createUser(request);
  const { noteId } = await createNote(apiAs(request, user), { space: "Tabs", project: "Tabs", note: "Open in tab two" });
  const { context, page: one } = await separatePage(browser);
  await signInAs(one, user, "/spaces");
  await expect(one.getByTestId("create-space")).toBeVisible();
  const two = await context.newPage();
  await two.goto(`/notes/${noteId}`);
  await expectAllSaved(two);
  const editor = two.getByTestId("editor-results");
  await editor.click();
  await two.keyboard.type("Typed in tab two");
  await expectAllSaved(two);

  await one.getByTestId("account-menu").click();
  await one.getByTestId("logout").click();
  await expect(one).toHaveURL(/\/login$/);
  await expect(two.getByTestId("collab-revoked")).toContainText("You were signed out");
  await expect(two).toHaveURL(new RegExp(`/notes/${noteId}$`));
  await expect(editor).toContainText("Typed in tab two");
  await context.close();
});

test.describe("offline notice", () => {
  for (const { width, height, lang } of [
    { width: 1280, height: 800, lang: "en" as const },
    { ...phoneViewport, lang: "ja" as const },
  ])
    test(`covers no navigation at ${width} px (${lang}) and is announced`, async ({ page, request }) => {
      await page.setViewportSize({ width, height });
      const user = await createUser(request);
      await signInAs(page, user, "/spaces", lang);
      await expect(page.getByTestId("create-space")).toBeVisible();
      await page.route("**/api/account/me", (route) => route.abort("failed"));
      await page.reload();
      const notice = page.getByTestId("offline-notice");
      await expect(notice).toBeVisible();
      await expect(page.locator('[aria-live="polite"]').filter({ has: notice })).toHaveCount(1);
      const bar = (await page.getByRole("banner").boundingBox())!;
      const box = (await notice.boundingBox())!;
      expect(box.y, "below the app bar").toBeGreaterThanOrEqual(bar.y + bar.height);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      await page.screenshot({ path: test.info().outputPath(`offline-${width}-${lang}.png`) });
    });
});
