import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { notFound } from "../http/AppError";
import { orderLines, orders } from "./schema";
import { presentOrder, presentOrderSummary } from "./presentShop";

const uuidRe = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the caller's orders; another user's order is not found. */
export async function loadOrder(db: DbOrTx, userId: string, orderId: string) {
  if (!uuidRe.test(orderId)) throw notFound();
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!o) throw notFound();
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, o.id));
  return presentOrder(o, lines);
}

export async function listOrders(db: DbOrTx, userId: string, limit = 100) {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.seq)).limit(limit);
  if (!rows.length) return [];
  const counts = await db
    .select({ id: orderLines.orderId, n: count() })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(orderLines.orderId);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((o) => presentOrderSummary(o, byId.get(o.id) ?? 0));
}
