import type { Page } from "@playwright/test";
import { test, expect, createUser, signInAs, apiAs } from "../support/fixtures";
import { addToCart, cartLine, catalogProducts, findProductRow, firstPremadeCatalog, premadeCatalogs, type Product } from "../support/shop";

// What a screen reader is told about the shop's controls and structure, beyond what axe checks.
type NamedProduct = Product & { name: string; unit: string };

/** The headings of the page's main region, in document order, with their levels. */
async function headingsOf(page: Page) {
  return page
    .locator("main")
    .getByRole("heading")
    .evaluateAll((els) => els.map((el) => ({ level: Number(el.getAttribute("aria-level") ?? el.tagName.slice(1)), text: el.textContent ?? "" })));
}

/** Headings start at one h1 and never skip a level going down (h1 → h2 → h3); no price is a heading. */
function expectHeadingOutline(headings: { level: number; text: string }[]) {
  expect(headings[0]?.level, JSON.stringify(headings)).toBe(1);
  for (let i = 1; i < headings.length; i++) expect(headings[i]!.level, JSON.stringify(headings)).toBeLessThanOrEqual(headings[i - 1]!.level + 1);
  expect(headings.filter((h) => /[¥￥]\s*\d/.test(h.text))).toEqual([]);
}

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

  for (const lang of ["en", "ja"] as const) {
    test(`catalog, ${lang}: each "Add to my catalog" and "Remove from catalog" button names its product`, async ({ page, request }) => {
      const user = await createUser(request);
      const as = apiAs(request, user);
      const { catalog, products: listed } = await firstPremadeCatalog(as);
      const products = listed as NamedProduct[];
      const [a, b] = products;
      const item = (p: NamedProduct | undefined) => (lang === "ja" ? `${p!.nameJa}（${p!.unitJa}）` : `${p!.name} (${p!.unit})`);
      const search = lang === "ja" ? "商品名・メーカー・カタログ番号で検索" : "Search by name, maker or catalog number";

      // A supplier's catalog: one "Add to my catalog" per row, each with its own name.
      await signInAs(page, user, `/buy/catalogs/${catalog.id}`, lang);
      const adds = page.getByTestId("add-to-my-catalog");
      await expect(adds).toHaveCount(products.length);
      const names = await adds.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
      expect(new Set(names).size).toBe(products.length);
      const addName = lang === "ja" ? `${item(a)}をマイカタログに追加` : `Add to my catalog: ${item(a)}`;
      await expect((await findProductRow(page, a!.id, search)).getByTestId("add-to-my-catalog")).toHaveAccessibleName(addName);

      // The person's own catalog: the same for "Remove from catalog".
      const mine = (await (await as.post("/api/catalogs", { title: "Weekly reagents" })).json()) as { id: string };
      expect((await as.post(`/api/catalogs/${mine.id}/items`, { product_ids: [a!.id, b!.id] })).ok()).toBeTruthy();
      await page.goto(`/buy/catalogs/${mine.id}`);
      const removeName = (p: NamedProduct | undefined) => (lang === "ja" ? `${item(p)}をカタログから削除` : `Remove from catalog: ${item(p)}`);
      await expect(page.getByTestId("remove-from-catalog").filter({ visible: true })).toHaveCount(2);
      await expect(page.locator(`[data-testid=remove-from-catalog][data-product-id="${a!.id}"]`)).toHaveAccessibleName(removeName(a));
      await expect(page.locator(`[data-testid=remove-from-catalog][data-product-id="${b!.id}"]`)).toHaveAccessibleName(removeName(b));
    });
  }

  test("cart and checkout: headings go h1 → h2 → h3 without a skip, and no price is a heading", async ({ page, request }) => {
    const user = await createUser(request);
    const as = apiAs(request, user);
    const { products } = await firstPremadeCatalog(as);
    for (const p of products.filter((p) => p.moq === 1 && p.stock >= 2).slice(0, 2)) await addToCart(as, p.id, 1);
    expect((await as.put("/api/checkout_settings", { shippingAddress: "Tokyo", personInChargeName: "Jiro", personInChargeEmail: "jiro@example.com" })).ok()).toBeTruthy();

    await signInAs(page, user, "/buy/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    await expect(page.getByTestId("totals-total")).toBeVisible();
    expectHeadingOutline(await headingsOf(page));

    await page.getByTestId("to-checkout").click();
    await expect(page.getByTestId("place-order")).toBeVisible();
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    expectHeadingOutline(await headingsOf(page));

    // The order it places, the shop's home (product and catalog cards) and a catalog: the same outline
    // (their card titles and the order's "Ship to" were h6, under h2 or h1).
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/buy\/order-notification/);
    const [order] = (await (await as.get("/api/orders")).json()) as { id: string }[];
    await page.goto(`/buy/orders/${order!.id}`);
    await expect(page.getByTestId("order-title")).toBeVisible();
    expectHeadingOutline(await headingsOf(page));
    await page.goto("/buy");
    await expect(page.getByTestId("catalog-card").first()).toBeVisible();
    expectHeadingOutline(await headingsOf(page));
    await page.getByTestId("catalog-card").first().getByRole("link").click();
    await expect(page.getByTestId("catalog-title")).toBeVisible();
    expectHeadingOutline(await headingsOf(page));
  });
});
