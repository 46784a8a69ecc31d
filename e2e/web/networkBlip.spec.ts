import { test, expect, createUser, signInAs } from "../support/fixtures";

// Issue #21 item 2 (security #16 item 11): only a definite 401 ends a session.
test.describe("a network blip does not sign anyone out", () => {
  test("an aborted /api/account/me keeps the session, shows the notice, and recovers", async ({ page, request }) => {
    const user = await createUser(request);
    await signInAs(page, user, "/spaces");
    await expect(page.getByTestId("create-space")).toBeVisible();

    await page.route("**/api/account/me", (route) => route.abort("failed"));
    await page.reload();
    await expect(page.getByTestId("offline-notice")).toBeVisible();
    await expect(page.getByTestId("offline-notice")).toContainText("No connection to the server");
    await expect(page).toHaveURL(/\/spaces$/);
    await expect(page.getByTestId("create-space")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("eln.auth.token"))).toBeTruthy();

    // The server answers again: the notice goes away by itself.
    await page.unroute("**/api/account/me");
    await expect(page.getByTestId("offline-notice")).toBeHidden({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/spaces$/);
  });

  test("a request cut off while offline keeps typed text and the session (Japanese notice)", async ({ page, context, request }) => {
    const user = await createUser(request);
    await signInAs(page, user, "/spaces", "ja");
    await page.getByTestId("create-space").click();
    await page.getByLabel("スペース名").fill("Unsaved text");

    await context.setOffline(true);
    await page.getByTestId("space-dialog-submit").click();
    await expect(page.getByTestId("offline-notice")).toContainText("サーバーに接続できません");
    await expect(page.getByLabel("スペース名")).toHaveValue("Unsaved text");
    await expect(page).toHaveURL(/\/spaces$/);

    await context.setOffline(false);
    await page.getByTestId("space-dialog-submit").click();
    await expect(page.getByTestId("space-dialog")).toBeHidden();
    await expect(page.getByTestId("space-title")).toHaveText("Unsaved text");
    await expect(page.getByTestId("offline-notice")).toBeHidden();
  });

  test("a definite 401 still ends the session", async ({ page, request }) => {
    const user = await createUser(request);
    await signInAs(page, user, "/spaces");
    await expect(page.getByTestId("create-space")).toBeVisible();
    await request.post("/api/account/logout", { headers: { authorization: `Bearer ${user.token}` } });
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
  });
});
