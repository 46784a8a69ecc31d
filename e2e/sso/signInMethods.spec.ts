import { test, expect, createUser, signInAs, latestMailTo, apiAs } from "../support/fixtures";
import { queryE2eDatabase } from "../support/database";
import type { APIRequestContext, Page } from "@playwright/test";

/** On the login page: asks for a sign-in link for `email` and follows the link mailed. */
async function signInByEmailLink(page: Page, request: APIRequestContext, email: string) {
  await page.getByTestId("email-link-start").click();
  await page.getByLabel("Email").fill(email);
  await page.getByTestId("email-link-submit").click();
  await expect(page.getByTestId("email-link-sent")).toBeVisible();
  const link = new URL(/https?:\/\/\S+\/auth\/email-link\?token=\S+/.exec((await latestMailTo(request, email)).text)![0]);
  await page.goto(link.pathname + link.search);
}

test("email link: sent from the login page, signs in once, refused the second time", async ({ page, request }) => {
  const user = await createUser(request, { fullName: "Mail Link" });
  await page.goto("/login");
  await page.getByTestId("email-link-start").click();
  await page.getByLabel("Email").fill(user.email);
  await page.getByTestId("email-link-submit").click();
  await expect(page.getByTestId("email-link-sent")).toContainText(`If an account exists for ${user.email}, a sign-in link is on its way.`);

  const mail = await latestMailTo(request, user.email);
  const link = new URL(/https?:\/\/\S+\/auth\/email-link\?token=\S+/.exec(mail.text)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/spaces$/);
  expect(await page.evaluate(() => localStorage.getItem("eln.auth.token"))).toBeTruthy();

  // A second browser opening the same link is refused with a way back.
  const other = await page.context().browser()!.newPage();
  await other.goto(new URL(link.pathname + link.search, page.url()).toString());
  await expect(other.getByTestId("complete-error")).toContainText("This sign-in link is invalid, has expired or was already used.");
  await other.close();
});

test("email link: leads to the screen the sign-in was asked from, as a password sign-in does; never to another site", async ({ page, request }) => {
  const user = await createUser(request);
  const space = await (await apiAs(request, user).post("/api/spaces", { name: "Link Lab", description: "" })).json();
  await page.goto(`/spaces/${space.id}`);
  await expect(page).toHaveURL(/\/login\?redirectUrl=/);
  await signInByEmailLink(page, request, user.email);
  await expect(page).toHaveURL(new RegExp(`/spaces/${space.id}$`));
  await expect(page.getByTestId("space-title")).toHaveText("Link Lab");

  await page.evaluate(() => localStorage.clear());
  await page.goto(`/login?redirectUrl=${encodeURIComponent("//evil.example/x")}`);
  await signInByEmailLink(page, request, user.email);
  await expect(page).toHaveURL(/\/spaces$/);
});

test("email link form validates the address (ja)", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("eln.util.lang", JSON.stringify("ja")));
  await page.goto("/login");
  await page.getByTestId("email-link-start").click();
  await expect(page.getByText("メールのリンクでログイン")).toBeVisible();
  await page.getByTestId("email-link-submit").click();
  await expect(page.getByTestId("form-error")).toBeVisible();
});

test("an unfinished external sign-in explains itself", async ({ page }) => {
  await page.goto("/auth/complete?error=account_not_linked");
  await expect(page.getByTestId("complete-error")).toContainText("An account with this email already exists.");
  await page.goto("/auth/complete");
  await expect(page.getByTestId("complete-error")).toContainText("did not complete");
});

test("a user deletes their own account from the profile", async ({ page, request }) => {
  const user = await createUser(request);
  await signInAs(page, user, "/profile");
  await page.getByTestId("delete-account-open").click();
  await expect(page.getByRole("dialog")).toContainText(`Your account ${user.email} will be deleted permanently.`);
  await page.getByTestId("delete-account-confirm").click();
  // An account with a password always proves it again, even right after sign-in.
  await page.getByRole("dialog").locator('input[name="password"]').fill("Wrong-pass1!");
  await page.getByTestId("delete-account-confirm").click();
  // Only a password was typed: the message is about the password, not "email or password".
  // Said on the field, with the focus there, as Change password says it.
  const field = page.getByRole("dialog").locator('input[name="password"]');
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription("The password is not correct.");
  await expect(field).toBeFocused();
  await expect(page.getByTestId("delete-account-error")).toHaveCount(0);
  await page.getByRole("dialog").locator('input[name="password"]').fill(user.password);
  await page.getByTestId("delete-account-confirm").click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  const login = await request.post("/api/account/login", { data: { email: user.email, password: user.password } });
  expect(login.status()).toBe(401);
});

test("an account without a password is asked to log in again, not for a password, and deletes after signing in", async ({ page, request }) => {
  const user = await createUser(request);
  // As an account made by single sign-on: no password, and a sign-in more than 10 minutes old.
  await queryE2eDatabase(`delete from account where user_id = $1 and provider_id = 'credential'`, [user.id]);
  await queryE2eDatabase(`update session set created_at = now() - interval '11 minutes' where user_id = $1`, [user.id]);
  await signInAs(page, user, "/profile");
  await page.getByTestId("delete-account-open").click();
  await page.getByTestId("delete-account-confirm").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("delete-account-sign-in-again")).toHaveText(
    "For your security, log in again to delete your account: your last sign-in was more than 10 minutes ago.",
  );
  await expect(dialog.locator('input[name="password"]')).toHaveCount(0);
  await dialog.getByRole("button", { name: "Log in again" }).click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fprofile$/);

  // A fresh sign-in (the e-mail link) leads back to the profile; the deletion then goes through without a password.
  await signInByEmailLink(page, request, user.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByTestId("delete-account-open").click();
  await page.getByTestId("delete-account-confirm").click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
});
