import { and, eq } from "drizzle-orm";
import { InventoryMessages, type OrderStatus, type ReceiveOrder } from "@eln/shared/inventory";
import { orderNumber } from "@eln/shared/shop";
import type { DbOrTx } from "../db/client";
import { AppError } from "../http/AppError";
import { isUuid } from "../access/access";
import { materials } from "../materials/schema";
import { orderLines, orders } from "../shop/schema";
import { orderEvents, orderSpaces, spaceOrderSettings } from "./schema";
import { LocationTree } from "./locationTree";
import { insertContainer } from "./containerCommands";
import { fieldError } from "./inventoryAccess";

type OrderRow = typeof orders.$inferSelect;

/** Moves the order from the status it was read with to `to`, with a timeline event (the move was authorized by the caller). */
export async function moveOrder(tx: DbOrTx, order: OrderRow, to: OrderStatus, userId: string, comment: string | null) {
  // The status only moves from what was read: a concurrent move makes this one a conflict.
  const updated = await tx.update(orders).set({ status: to }).where(and(eq(orders.id, order.id), eq(orders.status, order.status))).returning({ id: orders.id });
  if (!updated.length) throw new AppError("conflict", "The order was changed meanwhile; reload it.");
  if (order.status === "placed") {
    const [first] = await tx.select({ id: orderEvents.id }).from(orderEvents).where(eq(orderEvents.orderId, order.id)).limit(1);
    if (!first) await tx.insert(orderEvents).values({ orderId: order.id, status: "placed", userId: order.userId, createdAt: order.createdAt });
  }
  await tx.insert(orderEvents).values({ orderId: order.id, status: to, userId, comment });
}

/** Files the order under a space (replacing the one it was filed under). */
export async function fileOrderUnderSpace(tx: DbOrTx, orderId: string, spaceId: string) {
  await tx.insert(orderSpaces).values({ orderId, spaceId }).onConflictDoUpdate({ target: orderSpaces.orderId, set: { spaceId } });
}

/**
 * Receives the order into its space: each line sent has its containers created in the chosen location,
 * then the order becomes "received". Lines, materials and expiry dates are checked first (400 naming the field).
 */
export async function receiveOrder(tx: DbOrTx, order: OrderRow, spaceId: string, userId: string, body: ReceiveOrder) {
  const tree = await LocationTree.load(tx, spaceId);
  const { locationId, lines } = body;
  const fields: Record<string, string> = {};
  if (locationId && !tree.byId.has(locationId)) fields.locationId = InventoryMessages.unknownLocation;
  const known = new Set((await tx.select({ n: orderLines.lineNo }).from(orderLines).where(eq(orderLines.orderId, order.id))).map((l) => l.n));
  for (const [i, l] of lines.entries()) {
    if (!known.has(l.lineNo)) fields[`lines.${i}.lineNo`] = "validation.invalidChoice";
    const [m] = isUuid(l.materialId) ? await tx.select({ id: materials.id, spaceId: materials.spaceId }).from(materials).where(eq(materials.id, l.materialId)) : [];
    if (!m || (m.spaceId !== null && m.spaceId !== spaceId)) fields[`lines.${i}.materialId`] = InventoryMessages.unknownMaterial;
  }
  const today = new Date().toISOString().slice(0, 10);
  // Every line is checked before the first container is made, so a refusal names all its fields.
  for (const [i, l] of lines.entries()) if (l.expiresOn && l.expiresOn < today) fields[`lines.${i}.expiresOn`] = InventoryMessages.expiryBeforeReceipt;
  if (Object.keys(fields).length) throw fieldError(fields);
  const number = orderNumber(order.seq);
  // Lines not sent are received without containers (not stocked). The caller's transaction holds
  // the containers and the move together: a move that conflicts leaves no containers behind.
  for (const l of lines) {
    for (let k = 0; k < l.containers; k++) {
      await insertContainer(tx, spaceId, userId, { materialId: l.materialId, amount: l.amount, unit: l.unit, lot: l.lot ?? null, receivedOn: today, expiresOn: l.expiresOn ?? null, locationId: locationId ?? null }, `${number}#${l.lineNo}`);
    }
  }
  await moveOrder(tx, order, "received", userId, null);
}

/** The space's approval threshold: orders above it need an owner's approval; null, none do. */
export async function setApprovalThreshold(tx: DbOrTx, spaceId: string, approvalThreshold: number | null) {
  await tx
    .insert(spaceOrderSettings)
    .values({ spaceId, approvalThreshold })
    .onConflictDoUpdate({ target: spaceOrderSettings.spaceId, set: { approvalThreshold, updatedAt: new Date() } });
}
