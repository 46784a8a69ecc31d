import { test, expect, createUser, signInAs, apiAs } from "../support/fixtures";
import { addToCart, cartLine, catalogProducts, premadeCatalogs, type Product } from "../support/shop";

// What a screen reader is told about the shop's controls and structure, beyond what axe checks.
type NamedProduct = Product & { name: string; unit: string };

test.describe("shop, for screen-reader users", () => {
  test("cart: a quantity under the minimum order marks its box invalid and describes it with the reason", async ({ page, request }) => {
    const user = await createUser(request);
    const as = apiAs(request, user);
    let item: NamedProduct | undefined;
    for (const c of await premadeCatalogs(as)) {
      const products = (await catalogProducts(as, c.id)) as NamedProduct[];
      item = products.find((p) => p.name.startsWith("Laboratory notebook") && p.moq > 2 && p.stock >= p.moq) ?? products.find((p) => p.moq > 2 && p.stock >= p.moq);
      if (item) break;
    }
    expect(item).toBeTruthy();
    await addToCart(as, item!.id, item!.moq);
    await signInAs(page, user, "/buy/cart");
    const line = cartLine(page, item!.id);
    const qty = line.getByRole("spinbutton", { name: `Quantity of ${item!.name} (${item!.unit})` });
    await expect(qty).toHaveAttribute("aria-invalid", "false");

    await qty.fill(String(item!.moq - 2));
    await page.keyboard.press("Tab");
    const moqMessage = `Minimum order quantity is ${item!.moq}, please increase the quantity to be able to proceed to checkout.`;
    await expect(line.getByTestId("line-problem")).toHaveText(moqMessage);
    await expect(qty).toHaveAttribute("aria-invalid", "true");
    await expect(qty).toHaveAccessibleDescription(moqMessage);

    // A number that cannot be sent at all: both reasons describe the box while both show.
    await qty.fill("0");
    await qty.press("Enter");
    await expect(qty).toHaveAccessibleDescription(`Enter a whole number from 1 to 9,999. To take the item out, use Remove. ${moqMessage}`);

    // Enough again: the box is valid and describes nothing.
    await qty.fill(String(item!.moq));
    await qty.press("Tab");
    await expect(line.getByTestId("line-problem")).toHaveCount(0);
    await expect(qty).toHaveAttribute("aria-invalid", "false");
    await expect(qty).toHaveAccessibleDescription("");
  });
});
