import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { findRow } from "../db/findRow";
import { notFound } from "../http/AppError";
import { isUuid } from "../access/access";
import { orderLines, orders } from "./schema";
import { presentOrder, presentOrderSummary } from "./presentShop";

/** One of the caller's orders; another user's order is not found. */
export async function loadOrder(db: DbOrTx, userId: string, orderId: string) {
  if (!isUuid(orderId)) throw notFound();
  const o = await findRow(db, orders, and(eq(orders.id, orderId), eq(orders.userId, userId)));
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
