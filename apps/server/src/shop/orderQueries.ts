import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { notFound } from "../http/AppError";
import { isUuid } from "../access/access";
import { user } from "../accounts/schema";
import { spaceMembers } from "../spaces/schema";
import { orderSpaces } from "../inventory/schema";
import { orderLines, orders } from "./schema";
import { presentOrder, presentOrderSummary } from "./presentShop";

/**
 * An order the caller may open: their own, or one filed under a space they are a member of (the
 * space approves it and receives it into its inventory, docs/inventory.md). Only the orderer gets
 * their delivery address and contact; anyone else is answered "not found".
 */
export async function loadOrder(db: DbOrTx, userId: string, orderId: string) {
  if (!isUuid(orderId)) throw notFound();
  const [row] = await db
    .select({ order: orders, ordererName: user.name, spaceMember: spaceMembers.userId })
    .from(orders)
    .innerJoin(user, eq(user.id, orders.userId))
    .leftJoin(orderSpaces, eq(orderSpaces.orderId, orders.id))
    .leftJoin(spaceMembers, and(eq(spaceMembers.spaceId, orderSpaces.spaceId), eq(spaceMembers.userId, userId)))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) throw notFound();
  const isOrderer = row.order.userId === userId;
  if (!isOrderer && !row.spaceMember) throw notFound();
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, row.order.id));
  return presentOrder(row.order, lines, { orderer: { id: row.order.userId, name: row.ordererName }, isOrderer });
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
