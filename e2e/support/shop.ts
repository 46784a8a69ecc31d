import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { apiAs, createUser, expect } from "./fixtures";

type UserApi = ReturnType<typeof apiAs>;

/** A product as the catalog API answers it (the fields the tests read). */
export type Product = { id: string; nameJa: string; unitJa: string; unitPrice: number; moq: number; stock: number; taxRate: number; delayed: boolean };
export type Catalog = { id: string; title: string; titleJa: string };

/** The premade (supplier) catalogs, as the user's API lists them. */
export async function premadeCatalogs(as: UserApi) {
  return (await (await as.get("/api/catalogs/premade")).json()) as Catalog[];
}

/** The products of a catalog. */
export async function catalogProducts(as: UserApi, catalogId: string) {
  return ((await (await as.get(`/api/catalogs/${catalogId}`)).json()) as { products: Product[] }).products;
}

/** The first premade catalog and its products: where a test picks the item it needs. */
export async function firstPremadeCatalog(as: UserApi) {
  const [catalog] = await premadeCatalogs(as);
  return { catalog: catalog!, products: await catalogProducts(as, catalog!.id) };
}

/**
 * Orders `quantity` of the most stocked one-at-a-time item of the first premade catalog through the
 * API (other tests order from the same catalogs at the same time), with these checkout settings.
 */
export async function placeOrder(as: UserApi, checkout: { shippingAddress: string; personInChargeName: string; personInChargeEmail: string }, quantity = 1) {
  const { products } = await firstPremadeCatalog(as);
  const product = products.filter((p) => p.moq === 1 && !p.delayed).sort((a, b) => b.stock - a.stock)[0]!;
  await addToCart(as, product.id, quantity);
  expect((await as.put("/api/checkout_settings", checkout)).ok()).toBeTruthy();
  const placed = await as.post("/api/orders", { idempotencyKey: randomUUID() });
  expect(placed.ok(), await placed.text()).toBeTruthy();
  return (await placed.json()) as { id: string; number: string };
}

/** Puts a product in the user's cart through the API; without `quantity`, the server's default. */
export async function addToCart(as: UserApi, productId: string, quantity?: number) {
  const res = await as.post("/api/cart/add_item", { product_id: productId, quantity });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/**
 * A new user with one item of the first premade catalog in their cart, put there through the API:
 * an item ordered one at a time (moq 1) with at least `inStock` in stock.
 */
export async function shopperWithItemInCart(request: APIRequestContext, opts: { quantity?: number; inStock?: number } = {}) {
  const user = await createUser(request);
  const as = apiAs(request, user);
  const { catalog, products } = await firstPremadeCatalog(as);
  const item = products.find((p) => p.moq === 1 && p.stock >= (opts.inStock ?? 1))!;
  await addToCart(as, item.id, opts.quantity);
  return { user, as, catalog, item };
}

/**
 * A product's row on an open catalog page, found by typing its catalog number into the search
 * box (`searchLabel`: the box's label in the page's language).
 */
export async function findProductRow(page: Page, productId: string, searchLabel = "Search by name, maker or catalog number") {
  await page.getByLabel(searchLabel).fill(productId);
  return page.getByTestId("product-row").filter({ hasText: productId });
}

/** A product's line on the cart or checkout page. */
export const cartLine = (page: Page, productId: string) => page.locator(`[data-testid=cart-line][data-product-id="${productId}"]`);
