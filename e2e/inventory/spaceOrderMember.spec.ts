import { apiAs, createSpace, createUser, expect, joinByInvitation, signInAs, test } from "../support/fixtures";
import { placeOrder } from "../support/shop";

// An order filed under a space is the space's to follow and receive: another member opens it from
// the space's order list (the row was plain text and the order answered 404) and sees its lines,
// totals and progress, but not the orderer's delivery address and contact, which stay the orderer's.
test("a space member opens an order filed under the space, without the orderer's delivery details", async ({ page, request }) => {
  const buyer = await createUser(request, { fullName: "佐藤 次郎" });
  const member = await createUser(request, { fullName: "Mina Member" });
  const asBuyer = apiAs(request, buyer);
  const space = await createSpace(asBuyer, "Synthesis lab");
  await joinByInvitation(request, buyer, space.id, member);
  const order = await placeOrder(asBuyer, { shippingAddress: "7-3-1 Hongo, Tokyo", personInChargeName: "Jiro Sato", personInChargeEmail: "jiro.private@example.com" });
  expect((await asBuyer.put(`/api/orders/${order.id}/space`, { spaceId: space.id })).ok()).toBeTruthy();

  await signInAs(page, member, `/spaces/${space.id}/inventory`);
  const row = page.getByTestId("space-order-row").filter({ hasText: order.number });
  await row.getByRole("link", { name: order.number }).click();
  await expect(page).toHaveURL(new RegExp(`/buy/orders/${order.id}$`));
  await expect(page.getByTestId("order-title")).toContainText(order.number);
  await expect(page.getByTestId("order-line")).toHaveCount(1);
  await expect(page.getByTestId("order-flow-status")).toHaveText("Placed");
  await expect(page.getByText("Ordered by 佐藤 次郎")).toBeVisible();
  await expect(page.getByText("The delivery address and contact are shown only to the person who placed the order.")).toBeVisible();
  await expect(page.getByText("7-3-1 Hongo, Tokyo")).toHaveCount(0);
  await expect(page.getByText("jiro.private@example.com")).toHaveCount(0);
  await page.screenshot({ path: "/tmp/qafix-order-member.png", fullPage: true });
});
