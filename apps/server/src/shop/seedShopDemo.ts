import { randomUUID } from "node:crypto";
import type { AppContext } from "../http/context";
import { checkoutSettings } from "./schema";
import { addCartItem } from "./cartCommands";
import { placeOrder } from "./placeOrder";
import { premadeCatalogs } from "./catalogData/premadeCatalogs";

/** The demo researcher has checkout settings and one past order, so "previously purchased" has cards. */
export async function seedShopDemo(ctx: AppContext, userId: string) {
  await ctx.db
    .insert(checkoutSettings)
    .values({
      userId,
      shippingAddress: "〒113-0033 東京都文京区本郷7-3-1 理学部化学館 301号室 ELNデモ研究室",
      personInChargeName: "デモ 研究者",
      personInChargeEmail: "demo@example.com",
    })
    .onConflictDoNothing();
  try {
    await ctx.db.transaction(async (tx) => {
      // A few everyday reagents and consumables that are on the shelf.
      const picks = premadeCatalogs
        .flatMap((c) => c.products.filter((p) => p.stock >= 2 && p.moq === 1 && !p.delayed).slice(0, 2))
        .slice(0, 4);
      for (const [i, p] of picks.entries()) await addCartItem(tx, userId, p.id, i === 0 ? 2 : 1);
    });
    await placeOrder(ctx.db, userId, { idempotencyKey: randomUUID() });
  } catch {
    // Shipped stock can run out in a long-lived demo database; the demo works without the order.
  }
}
