import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { computeTotals, moqViolation, type PlaceOrder } from "@eln/shared/shop";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/isUniqueViolation";
import { AppError } from "../http/AppError";
import { cartItems, checkoutSettings, orderLines, orders, products } from "./schema";

export type PlacedOrder = { orderId: string; created: boolean };

async function findByKey(db: Db | Parameters<Parameters<Db["transaction"]>[0]>[0], userId: string, key: string) {
  const [o] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return o?.id ?? null;
}

/** The same products in the same quantities (order aside): what the user saw is what would be ordered. */
function sameLines(seen: { product_id: string; quantity: number }[], cart: { productId: string; quantity: number }[]) {
  const now = new Map(cart.map((c) => [c.productId, c.quantity]));
  return seen.length === now.size && seen.every((l) => now.get(l.product_id) === l.quantity);
}

/**
 * Checkout in one transaction: the user's orders are serialised (advisory lock), a key seen
 * before answers its order; the cart's products are locked, stock, moq and the total the user
 * saw are checked, the order is written with its prices frozen, stock goes down and the cart
 * is emptied. Nothing changes when a check fails.
 */
export async function placeOrder(db: Db, userId: string, input: PlaceOrder): Promise<PlacedOrder> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`eln-order:${userId}`}))`);
      const previous = await findByKey(tx, userId, input.idempotencyKey);
      if (previous) return { orderId: previous, created: false };

      const [settings] = await tx.select().from(checkoutSettings).where(eq(checkoutSettings.userId, userId));
      if (!settings)
        throw new AppError("validation", "Checkout settings are missing.", {
          fields: { shippingAddress: "validation.required", personInChargeName: "validation.required", personInChargeEmail: "validation.required" },
        });

      const cart = await tx
        .select({ productId: cartItems.productId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.productId))
        .for("update");
      if (!cart.length) throw new AppError("cart_empty", "Your cart is empty.");

      // Lock in a fixed order so two checkouts sharing products never deadlock.
      const locked = await tx
        .select()
        .from(products)
        .where(
          inArray(
            products.id,
            cart.map((c) => c.productId),
          ),
        )
        .orderBy(asc(products.id))
        .for("update");
      const byId = new Map(locked.map((p) => [p.id, p]));

      const lines = cart.map((c) => {
        const p = byId.get(c.productId)!;
        if (p.stock <= 0 || c.quantity > p.stock)
          throw new AppError("out_of_stock", "This item is out of stock.", { details: { productId: p.id, stock: p.stock, quantity: c.quantity } });
        const moq = moqViolation(c.quantity, p.moq);
        if (moq)
          throw new AppError("moq_not_met", `Minimum order quantity is ${p.moq}, please increase the quantity to be able to proceed to checkout.`, {
            details: { productId: p.id, moq: p.moq },
          });
        return { product: p, unitPrice: p.unitPrice, quantity: c.quantity, taxRate: p.taxRate };
      });
      const totals = computeTotals(lines);
      if (input.expectedLines && !sameLines(input.expectedLines, cart))
        throw new AppError("cart_changed", "Your cart changed since you reviewed it. Please review your cart.");
      if (input.expectedTotal !== undefined && input.expectedTotal !== totals.total)
        throw new AppError("price_changed", "Some prices have changed since you added the items. Please review your cart.", {
          details: { expectedTotal: input.expectedTotal, total: totals.total },
        });

      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          idempotencyKey: input.idempotencyKey,
          shippingAddress: settings.shippingAddress,
          personInChargeName: settings.personInChargeName,
          personInChargeEmail: settings.personInChargeEmail,
          subtotal: totals.subtotal,
          tax: totals.tax,
          total: totals.total,
          taxByRate: totals.byRate,
        })
        .returning({ id: orders.id });
      await tx.insert(orderLines).values(
        totals.lines.map((l, i) => ({
          orderId: order.id,
          lineNo: i + 1,
          productId: l.product.id,
          name: l.product.name,
          nameJa: l.product.nameJa,
          maker: l.product.maker,
          makerJa: l.product.makerJa,
          unit: l.product.unit,
          unitJa: l.product.unitJa,
          unitPrice: l.unitPrice,
          quantity: l.quantity,
          taxRate: l.taxRate,
          subtotal: l.subtotal,
          deliveryDays: l.product.deliveryDays,
        })),
      );
      for (const l of lines)
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${l.quantity}`, updatedAt: sql`now()` })
          .where(eq(products.id, l.product.id));
      await tx.delete(cartItems).where(eq(cartItems.userId, userId));
      return { orderId: order.id, created: true };
    });
  } catch (err) {
    // A parallel request with the same key won the race: answer its order.
    if (isUniqueViolation(err)) {
      const id = await findByKey(db, userId, input.idempotencyKey);
      if (id) return { orderId: id, created: false };
    }
    throw err;
  }
}
