import { test, expect, createUser, signInAs, apiAs } from "../support/fixtures";
import { addToCart, catalogProducts, premadeCatalogs, type Product } from "../support/shop";

// The longest word among the supplier catalogs' names: one word, so the line cannot break at a space.
const longName = "Tris(hydroxymethyl)aminomethane";

test("a product card on the shop home keeps a long one-word name inside the card (1280 and 390 px)", async ({ page, request }) => {
  const user = await createUser(request);
  const as = apiAs(request, user);
  // Ordered once, the product is on the shop home for sure (purchased items), whatever others order.
  let tris: (Product & { name: string }) | undefined;
  for (const c of await premadeCatalogs(as)) {
    tris = ((await catalogProducts(as, c.id)) as (Product & { name: string })[]).find((p) => p.name === longName && p.stock > 0);
    if (tris) break;
  }
  expect(tris).toBeTruthy();
  await addToCart(as, tris!.id, 1);
  expect((await as.put("/api/checkout_settings", { shippingAddress: "Tokyo", personInChargeName: "Jiro", personInChargeEmail: "jiro@example.com" })).ok()).toBeTruthy();
  expect((await as.post("/api/orders", { idempotencyKey: crypto.randomUUID() })).ok()).toBeTruthy();

  await signInAs(page, user, "/buy");
  const card = page.getByTestId("shop-purchased").getByTestId("product-card").filter({ hasText: longName });
  const name = card.getByText(longName, { exact: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(name).toBeVisible();
    // The whole name is inside its box (nothing overflowing or cut off), and the box inside the card.
    const fit = await name.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const cardBox = el.closest("[data-testid=product-card]")!.getBoundingClientRect();
      return { overflow: el.scrollWidth - el.clientWidth, right: Math.round(cardBox.right - box.right) };
    });
    expect(fit.overflow, `at ${width} px`).toBeLessThanOrEqual(0);
    expect(fit.right, `at ${width} px`).toBeGreaterThanOrEqual(0);
    // Where it wraps, it wraps after the bracket, not inside "aminomethane".
    const lines = await name.evaluate((el) => {
      const range = document.createRange();
      const out: string[] = [];
      let top = NaN;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        for (let i = 0; i < n.textContent!.length; i++) {
          range.setStart(n, i);
          range.setEnd(n, i + 1);
          const at = Math.round(range.getBoundingClientRect().top);
          if (at !== top) out.push("");
          top = at;
          out[out.length - 1] += n.textContent![i];
        }
      }
      return out;
    });
    expect(lines.join(""), `at ${width} px`).toBe(longName);
    for (const line of lines.slice(0, -1)) expect(line, `at ${width} px: ${JSON.stringify(lines)}`).toMatch(/\)$/);
  }
});
