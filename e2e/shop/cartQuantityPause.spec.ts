import { apiAs, createUser, expect, signInAs, test } from "../support/fixtures";
import { addToCart, cartLine, catalogProducts, premadeCatalogs, type Product } from "../support/shop";

const yen = (n: number) => `￥${n.toLocaleString("en-US")}`;

// A quantity typed in the cart is sent after a short pause, not only on Enter or leaving the box: the
// subtotal, the minimum-order warning and "Proceed to checkout" stayed on the old quantity, and a click
// on checkout right after typing met a button still disabled.
test("a typed quantity is sent after a pause: subtotal, minimum order and checkout follow without Enter", async ({ page, request }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  let item: Product | undefined;
  for (const c of await premadeCatalogs(as)) {
    item = (await catalogProducts(as, c.id)).find((p) => p.moq > 1 && p.stock >= p.moq * 2 && !p.delayed);
    if (item) break;
  }
  expect(item).toBeTruthy();
  const { id, moq, unitPrice } = item!;
  await addToCart(as, id, moq);
  await signInAs(page, user, "/buy/cart");
  const line = cartLine(page, id);
  const qty = line.getByTestId("cart-qty");
  await expect(qty).toHaveValue(String(moq));

  // Below the minimum: the warning comes and checkout closes while the box still has the focus.
  await qty.fill(String(moq - 1));
  await expect(line.getByTestId("line-problem")).toHaveText(`Minimum order quantity is ${moq}, please increase the quantity to be able to proceed to checkout.`);
  await expect(page.getByTestId("to-checkout")).toHaveAttribute("aria-disabled", "true");
  await expect(line.getByTestId("line-subtotal")).toHaveText(yen(unitPrice * (moq - 1)));
  await expect(qty).toBeFocused();

  // Typed key by key, then a mouse click on checkout: it opens with the typed quantity.
  await qty.fill("");
  await qty.pressSequentially(String(moq * 2), { delay: 60 });
  await expect(line.getByTestId("line-subtotal")).toHaveText(yen(unitPrice * moq * 2));
  await expect(line.getByTestId("line-problem")).toHaveCount(0);
  await page.getByTestId("to-checkout").click();
  await expect(page).toHaveURL(/\/buy\/checkout$/);
  const cart = (await (await as.get("/api/cart")).json()) as { items: { product_id: string; quantity: number }[] };
  expect(cart.items).toEqual([{ product_id: id, quantity: moq * 2 }]);
});
