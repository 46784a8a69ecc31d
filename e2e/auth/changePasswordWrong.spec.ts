import { createUser, expect, signInAs, submitPasswordChange, test } from "../support/fixtures";

// A wrong current password says so, on the current-password field (it said only
// "Failed to change your password." above the form), typing again clears it (accounts.spec checks the Japanese).
test("change password with a wrong current password: the field says the password is not correct", async ({ page, request }) => {
  const user = await createUser(request);
  await signInAs(page, user, "/change_password");
  await submitPasswordChange(page, "Wrong-pass1!", "Another-pass1!");
  const current = page.getByLabel("Current password");
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(current).toHaveAccessibleDescription("The password is not correct.");
  await expect(page.getByText("Failed to change your password.")).toHaveCount(0);
  await page.screenshot({ path: "/tmp/qafix-change-password.png" });
  await current.pressSequentially("x");
  await expect(current).toHaveAttribute("aria-invalid", "false");
});
