import { apiAs, createUser, expect, latestMailTo, separatePage, signInAs, test, chooseOption, createSpace, joinByInvitation } from "../support/fixtures";
import { placeOrder } from "../support/shop";

// An order above the space's threshold: filed under the space, approved by the owner, ordered,
// shipped and received onto a shelf, with the timeline on the order page and a mail each time.
test("an order goes from placed to the shelf", async ({ page, request, browser }) => {
  const owner = await createUser(request, { fullName: "Lab Owner" });
  const buyer = await createUser(request, { fullName: "佐藤 次郎" });
  const asOwner = apiAs(request, owner);
  const asBuyer = apiAs(request, buyer);
  const space = await createSpace(asOwner, "Synthesis lab");
  await joinByInvitation(request, owner, space.id, buyer);
  expect((await asOwner.put(`/api/spaces/${space.id}/order-settings`, { approvalThreshold: 100 })).ok()).toBeTruthy();
  await asBuyer.post(`/api/spaces/${space.id}/materials`, { name: "アセトン", nameEn: "Acetone" });
  await asBuyer.post(`/api/spaces/${space.id}/inventory/locations`, { name: "Solvent cabinet", kind: "cabinet" });

  const order = await placeOrder(asBuyer, { shippingAddress: "Tokyo", personInChargeName: "Jiro", personInChargeEmail: "jiro@example.com" }, 2);

  // The buyer files it under the space: it needs approval, so "ordered" is not offered.
  await signInAs(page, buyer, `/buy/orders/${order.id}`);
  const flow = page.getByTestId("order-flow");
  await chooseOption(page.getByRole("combobox", { name: "File this order under a space" }), "Synthesis lab");
  await expect(flow.getByText("Needs an owner's approval before it is ordered.")).toBeVisible();
  await expect(flow.getByTestId("order-move-ordered")).toHaveCount(0);

  // The owner approves from the space's order list on the inventory page (in another browser context).
  const { context: ownerContext, page: ownerPage } = await separatePage(browser);
  await signInAs(ownerPage, owner, `/spaces/${space.id}/inventory`);
  const orderRow = ownerPage.getByTestId("space-order-row").filter({ hasText: order.number });
  await expect(orderRow).toContainText("佐藤 次郎");
  await orderRow.getByRole("button", { name: `Approve ${order.number}` }).click();
  await expect(orderRow).toContainText("Approved");
  await ownerContext.close();
  expect((await latestMailTo(request, buyer.email))?.subject).toContain("approved");

  await page.reload();
  await flow.getByTestId("order-move-ordered").click();
  await expect(page.getByTestId("order-flow-status")).toHaveText("Ordered");
  await flow.getByTestId("order-move-shipped").click();
  await expect(page.getByTestId("order-flow-status")).toHaveText("Shipped");
  await flow.getByTestId("order-receive").click();
  const dialog = page.getByRole("dialog");
  await chooseOption(page.getByRole("combobox", { name: "Location" }), "Solvent cabinet");
  await dialog.getByTestId("receive-material").fill("acetone");
  await page.getByRole("option", { name: /Acetone/ }).first().click();
  await dialog.getByTestId("receive-amount").fill("500");
  await chooseOption(dialog.getByRole("combobox", { name: "Unit" }), "mL");
  await dialog.getByTestId("receive-submit").click();
  await expect(page.getByText("Received: 2 containers added")).toBeVisible();
  await expect(page.getByTestId("order-flow-status")).toHaveText("Received");
  await expect(page.getByTestId("order-timeline").getByRole("listitem")).toHaveCount(5);
  await expect(page.getByTestId("order-timeline")).toContainText("Lab Owner");
  await page.screenshot({ path: "/tmp/inv-order-1280.png", fullPage: true });

  // The containers are on the shelf.
  await page.goto(`/spaces/${space.id}/inventory`);
  await expect(page.getByTestId("container-row")).toHaveCount(2);
  await expect(page.getByTestId("container-row").first()).toContainText("Solvent cabinet");
});
