import { apiAs, createSpace, createUser, expect, signInAs, test } from "../support/fixtures";
import { placeOrder } from "../support/shop";

// One word for one state: a placed order reads 「受付済み」 in the order page's header, its
// progress panel, its timeline and the space's order list (the panel and the list said 「注文済み」).
test("a placed order is 受付済み everywhere in Japanese", async ({ page, request }) => {
  const buyer = await createUser(request, { fullName: "佐藤 次郎" });
  const as = apiAs(request, buyer);
  const space = await createSpace(as, "合成ラボ");
  const order = await placeOrder(as, { shippingAddress: "東京", personInChargeName: "次郎", personInChargeEmail: "jiro@example.com" });
  expect((await as.put(`/api/orders/${order.id}/space`, { spaceId: space.id })).ok()).toBeTruthy();

  await signInAs(page, buyer, `/buy/orders/${order.id}`, "ja");
  await expect(page.getByText("状態: 受付済み")).toBeVisible();
  await expect(page.getByTestId("order-flow-status")).toHaveText("受付済み");
  await expect(page.getByTestId("order-timeline").getByRole("listitem").first()).toContainText("受付済み");
  await expect(page.getByTestId("order-flow")).not.toContainText("注文済み");
  await page.screenshot({ path: "/tmp/qafix-order-ja.png", fullPage: true });

  await page.goto(`/spaces/${space.id}/inventory`);
  const row = page.getByTestId("space-order-row").filter({ hasText: order.number });
  await expect(row).toContainText("受付済み");
  await expect(row).not.toContainText("注文済み");
});
