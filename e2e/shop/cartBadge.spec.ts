import { test, expect, signInAs } from "../support/fixtures";
import { shopperWithItemInCart } from "../support/shop";

test("over 99 items the cart badge shows 99+, and the cart link's name still says how many there are (en, ja)", async ({ page, request }) => {
  const { user } = await shopperWithItemInCart(request, { quantity: 150 });
  await signInAs(page, user, "/buy");
  await expect(page.getByTestId("cart-badge")).toHaveText("99+");
  await expect(page.getByTestId("nav-cart")).toHaveAccessibleName("Cart: 99+ items (150 in all)");
  await page.evaluate(() => localStorage.setItem("eln.util.lang", JSON.stringify("ja")));
  await page.reload();
  await expect(page.getByTestId("nav-cart")).toHaveAccessibleName("カート：99+ 点（全 150 点）");
});
