import { apiAs, createUser, expect, signInAs, test, verifyEmail } from "../support/fixtures";
import { seriousA11yViolations } from "../support/axe";

// A new person whose address is not confirmed yet sees why their invitations are not shown, can
// have the link sent again, and finds the invitation once the address is confirmed.
test("an unconfirmed address is told to confirm it; the invitation shows once it is", async ({ page, request }) => {
  const owner = await createUser(request, { fullName: "Olive Owner" });
  const space = await (await apiAs(request, owner).post("/api/spaces", { name: "Photochemistry", description: "" })).json();
  const guest = await createUser(request, { fullName: "Nina New", verified: false });
  expect((await apiAs(request, owner).post(`/api/spaces/${space.id}/invitations`, { email: guest.email, role: "member" })).ok()).toBeTruthy();

  await signInAs(page, guest, "/spaces", "ja");
  const notice = page.getByTestId("confirm-email");
  await expect(notice).toHaveText(new RegExp(`${guest.email.replace(/[.+]/g, "\\$&")} に送信したリンクからメールアドレスを確認してください。確認が済むと、このアドレスへの招待がここに表示されます。`));
  await expect(page.getByTestId("invitation")).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByTestId("confirm-email-resend").click();
  await expect(page.getByText(`${guest.email} に新しい確認リンクを送信しました。`)).toBeVisible();

  await verifyEmail(request, guest.email);
  await page.reload();
  await expect(page.getByTestId("invitation")).toContainText("Photochemistry");
  await expect(notice).toHaveCount(0);
});
