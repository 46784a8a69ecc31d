import { test, expect, createUser, signInAs } from "../support/fixtures";

test("a toast on screen follows a switch of the language", async ({ page, request }) => {
  const user = await createUser(request);
  await signInAs(page, user, "/profile");
  await page.getByLabel("Affiliation").fill("Institut du Radium");
  await page.getByTestId("profile-submit").click();
  const toast = page.getByTestId("toast-region").getByRole("status");
  await expect(toast).toHaveText("Profile updated");
  await page.getByTestId("language-switch").click();
  await page.getByRole("menuitem", { name: "日本語" }).click();
  await expect(toast).toHaveText("プロフィールを更新しました");
});
