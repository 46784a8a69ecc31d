import { and, count, eq, sql } from "drizzle-orm";
import { ShopLimits } from "@eln/shared/shop";
import type { DbOrTx } from "../db/client";
import { AppError, notFound } from "../http/AppError";
import { cartItems, products } from "./schema";

/**
 * Adds units of a product (to an existing line if there is one); out-of-stock products cannot be added.
 * A line stops at ShopLimits.quantityMax: the answer says how many units went in and whether that cap cut the addition.
 */
export async function addCartItem(tx: DbOrTx, userId: string, productId: string, quantity: number): Promise<{ quantity: number; capped: boolean }> {
  const [product] = await tx.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!product) throw notFound();
  if (product.stock <= 0) throw new AppError("out_of_stock", "This item is out of stock.", { details: { productId, stock: 0 } });
  const [{ n }] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  const [existing] = await tx
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  if (!existing && n >= ShopLimits.cartLinesMax) throw new AppError("validation", "The cart is full.", { fields: { product_id: "validation.max" } });
  const [line] = await tx
    .insert(cartItems)
    .values({ userId, productId, quantity, priceSeen: product.unitPrice })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: {
        quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${ShopLimits.quantityMax})`,
        priceSeen: sql`excluded.price_seen`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ quantity: cartItems.quantity });
  const before = existing?.quantity ?? 0;
  return { quantity: line!.quantity - before, capped: before + quantity > line!.quantity };
}

/** Sets a line's quantity; 0 removes it. The line takes today's price as seen. */
export async function updateCartQty(tx: DbOrTx, userId: string, productId: string, quantity: number) {
  const where = and(eq(cartItems.userId, userId), eq(cartItems.productId, productId));
  if (quantity === 0) {
    await tx.delete(cartItems).where(where);
    return;
  }
  const [product] = await tx.select({ unitPrice: products.unitPrice }).from(products).where(eq(products.id, productId));
  const updated = await tx
    .update(cartItems)
    .set({ quantity, priceSeen: product?.unitPrice ?? 0, updatedAt: sql`now()` })
    .where(where)
    .returning({ productId: cartItems.productId });
  if (!updated.length) throw notFound();
}
