import type { APIRequestContext, Page } from "@playwright/test";
import { createUser, expect, signInAs, test } from "../support/fixtures";

/** A new user on their profile with the delete dialog open, and the DELETE /api/account requests the page sends. */
async function deleteDialogOpen(page: Page, request: APIRequestContext) {
  const user = await createUser(request);
  const deletes: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "DELETE" && new URL(r.url()).pathname === "/api/account") deletes.push(r.url());
  });
  await signInAs(page, user, "/profile");
  await page.getByTestId("delete-account-open").click();
  return { user, deletes, dialog: page.getByRole("dialog") };
}

// An account with a password: the dialog asks for it from the start, so deleting is one request
// (the first attempt used to go without it, answer 403 and only then show the field, and every
// attempt counts toward the 5 per 15 minutes).
test("deleting an account with a password: the password field is there at once, one request deletes", async ({ page, request }) => {
  const { user, deletes, dialog } = await deleteDialogOpen(page, request);
  const password = dialog.getByLabel("Password");
  await expect(password).toBeVisible();
  await expect(password).toBeFocused();
  await page.screenshot({ path: "/tmp/qafix-delete-account.png" });
  await password.fill(user.password);
  await dialog.getByTestId("delete-account-confirm").click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  expect(deletes).toHaveLength(1);
});

test("confirming with the password box empty asks for it without a request", async ({ page, request }) => {
  const { deletes, dialog } = await deleteDialogOpen(page, request);
  await expect(dialog.getByLabel("Password")).toBeVisible();
  await dialog.getByTestId("delete-account-confirm").click();
  await expect(dialog.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  expect(deletes).toHaveLength(0);
});
