import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { cartItems, products } from "./schema";
import { presentCart } from "./presentShop";

/** The caller's cart lines with their products; every query is bound to the caller's user id. */
export async function loadCartRows(db: DbOrTx, userId: string) {
  return db
    .select({ product: products, quantity: cartItems.quantity, priceSeen: cartItems.priceSeen })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId));
}

export async function loadDetailedCart(db: DbOrTx, userId: string) {
  return presentCart(await loadCartRows(db, userId));
}

export async function loadSimpleCart(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ product_id: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId));
  return { items: rows, itemCount: rows.length };
}
