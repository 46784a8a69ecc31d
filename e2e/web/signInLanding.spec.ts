import { randomUUID } from "node:crypto";
import { test, expect, createUser, separatePage, submitLogin, type E2EUser } from "../support/fixtures";
import type { Page } from "@playwright/test";
import { fillSignUpForm } from "../support/fillSignUpForm";

/** The signed-in frame and the spaces screen are usable (not a spinner). */
async function expectWorkingSpaces(page: Page, round: number) {
  await expect(page, `round ${round}`).toHaveURL(/\/spaces$/);
  await expect(page.getByTestId("create-space"), `round ${round}: /spaces is usable`).toBeVisible({ timeout: 8_000 });
  await expect(page.getByTestId("account-menu")).toBeVisible();
}

async function signOutByMenu(page: Page) {
  await page.getByTestId("account-menu").click();
  await page.getByTestId("logout").click();
  await expect(page).toHaveURL(/\/login$/);
}

// Issue #21 item 1: sign-ins must land on a working screen every time, without a reload.
test.describe("every sign-in lands", () => {
  test.setTimeout(240_000);

  test("20 password sign-ins in a row, no reload", async ({ page, request }) => {
    // One account per round: the sign-in rate limit counts per address.
    const users: E2EUser[] = [];
    for (let i = 0; i < 20; i++) users.push(await createUser(request));
    await page.goto("/login");
    for (const [i, u] of users.entries()) {
      await submitLogin(page, u.email, u.password);
      await expectWorkingSpaces(page, i);
      await signOutByMenu(page);
    }
  });

  test("20 sign-ins, each in a fresh browser context (cold start), no reload", async ({ browser, request }) => {
    const users: E2EUser[] = [];
    for (let i = 0; i < 20; i++) users.push(await createUser(request));
    for (const [i, u] of users.entries()) {
      const { context, page } = await separatePage(browser);
      await page.goto("/login");
      await submitLogin(page, u.email, u.password);
      await expectWorkingSpaces(page, i);
      await context.close();
    }
  });

  test("8 sign-ups in a row, no reload", async ({ page }) => {
    await page.goto("/login");
    for (let i = 0; i < 8; i++) {
      await page.getByRole("link", { name: "Sign up" }).click();
      await expect(page).toHaveURL(/\/signup/);
      // The sign-up screen loads on demand: the log-in form is still there for a moment.
      await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
      const email = `loop-${randomUUID().slice(0, 8)}@example.com`;
      await fillSignUpForm(page, { email, fullName: "Loop Researcher", password: "Analytical-1", confirmPassword: "Analytical-1", agree: true });
      await expectWorkingSpaces(page, i);
      await signOutByMenu(page);
    }
  });
});
