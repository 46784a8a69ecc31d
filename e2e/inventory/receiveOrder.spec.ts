import { randomUUID } from "node:crypto";
import { apiAs, createSpace, createUser, expect, phoneViewport, signInAs, test, type E2EUser } from "../support/fixtures";
import { addToCart, catalogProducts, premadeCatalogs } from "../support/shop";
import type { APIRequestContext } from "@playwright/test";

// Receiving an order that is not all reagents: coffee and sticky notes are left out of the stock
// (they kept the order "Shipped" forever), reagents start filled in from the product.
type Item = { id: string; unit: string; moq: number; stock: number; delayed: boolean; category?: string; casNumber: string | null };

/** A shipped order of `pick`ed premade products (quantity each), filed under a new space of the buyer's. */
async function shippedOrder(request: APIRequestContext, buyer: E2EUser, pick: { match(p: Item): boolean; quantity: number }[]) {
  const as = apiAs(request, buyer);
  const space = await createSpace(as, `Receiving ${randomUUID().slice(0, 4)}`);
  const all: Item[] = [];
  for (const c of await premadeCatalogs(as)) all.push(...((await catalogProducts(as, c.id)) as unknown as Item[]));
  const chosen = pick.map((p) => all.find((x) => p.match(x) && x.moq === 1 && !x.delayed && x.stock >= p.quantity + 2)!);
  for (const [i, p] of chosen.entries()) await addToCart(as, p.id, pick[i]!.quantity);
  expect((await as.put("/api/checkout_settings", { shippingAddress: "Tokyo", personInChargeName: "Jiro", personInChargeEmail: "jiro@example.com" })).ok()).toBeTruthy();
  const placed = await as.post("/api/orders", { idempotencyKey: randomUUID() });
  expect(placed.ok(), await placed.text()).toBeTruthy();
  const order = (await placed.json()) as { id: string; number: string };
  expect((await as.put(`/api/orders/${order.id}/space`, { spaceId: space.id })).ok()).toBeTruthy();
  for (const status of ["ordered", "shipped"]) expect((await as.post(`/api/orders/${order.id}/status`, { status })).ok()).toBeTruthy();
  return { as, space, order };
}

const acetone500 = { match: (p: Item) => p.casNumber === "67-64-1" && p.unit === "500 mL", quantity: 2 };
const notReagent = (category: string) => ({ match: (p: Item) => p.casNumber === null && p.category === category, quantity: 1 });

test("a reagent starts filled in from the product, coffee and sticky notes are not stocked, and an empty amount is required", async ({ page, request }) => {
  const buyer = await createUser(request);
  const { space, order } = await shippedOrder(request, buyer, [acetone500, notReagent("food"), notReagent("office")]);
  await signInAs(page, buyer, `/buy/orders/${order.id}`);
  await page.getByTestId("order-receive").click();
  const dialog = page.getByRole("dialog");
  const lines = dialog.getByTestId("receive-line");
  await expect(lines).toHaveCount(3);
  // Acetone: the shipped register's entry by its CAS number, 500 mL a bottle, two bottles.
  const acetone = lines.nth(0);
  await expect(acetone.getByTestId("receive-material")).toHaveValue(/Acetone/);
  await expect(acetone.getByTestId("receive-containers")).toHaveValue("2");
  await expect(acetone.getByTestId("receive-amount")).toHaveValue("500");
  await expect(acetone.getByRole("combobox", { name: "Unit" })).toHaveText("mL");
  await expect(acetone.getByRole("checkbox", { name: "Not stocked" })).not.toBeChecked();
  // Coffee and sticky notes: left out, with nothing to fill in.
  for (const i of [1, 2]) {
    await expect(lines.nth(i).getByRole("checkbox", { name: "Not stocked" })).toBeChecked();
    await expect(lines.nth(i).getByTestId("receive-amount")).toHaveCount(0);
  }

  await acetone.getByTestId("receive-amount").fill("");
  await dialog.getByTestId("receive-submit").click();
  await expect(acetone.getByText("This field is required.")).toBeVisible();
  await acetone.getByTestId("receive-amount").fill("500");
  await dialog.getByTestId("receive-submit").click();
  await expect(page.getByText("Received: 2 containers added")).toBeVisible();
  await expect(page.getByTestId("order-flow-status")).toHaveText("Received");

  await page.goto(`/spaces/${space.id}/inventory`);
  await expect(page.getByTestId("container-row")).toHaveCount(2);
  await expect(page.getByTestId("container-row").first()).toContainText("500 mL");
});

test("an order of coffee and sticky notes is received with nothing stocked", async ({ page, request }) => {
  const buyer = await createUser(request);
  const { order } = await shippedOrder(request, buyer, [notReagent("food"), notReagent("office")]);
  await signInAs(page, buyer, `/buy/orders/${order.id}`);
  await page.getByTestId("order-receive").click();
  await page.getByRole("dialog").getByTestId("receive-submit").click();
  await expect(page.getByText("Received; nothing added to the inventory")).toBeVisible();
  await expect(page.getByTestId("order-flow-status")).toHaveText("Received");
});

test("the receive dialog in Japanese, on a desktop and on a phone", async ({ page, request }) => {
  const buyer = await createUser(request);
  const { order } = await shippedOrder(request, buyer, [acetone500, notReagent("food")]);
  await signInAs(page, buyer, `/buy/orders/${order.id}`, "ja");
  await page.getByTestId("order-receive").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("checkbox", { name: "在庫にしない" })).toHaveCount(2);
  await expect(dialog.getByTestId("receive-amount")).toHaveValue("500");
  // Once the dialog has faded in and resized (MUI's transitions).
  const settled = () => dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await settled();
  await page.screenshot({ path: "/tmp/receive-ja-1280.png" });
  await page.setViewportSize(phoneViewport);
  await expect(dialog.getByTestId("receive-amount")).toBeVisible();
  await settled();
  await page.screenshot({ path: "/tmp/receive-ja-390.png" });
  // Nothing runs past the phone's edge.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phoneViewport.width);
});
