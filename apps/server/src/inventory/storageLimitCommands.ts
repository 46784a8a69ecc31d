import { and, count, eq, isNull, or, sql } from "drizzle-orm";
import { fireServiceActQuantities, InventoryMessages, type StorageLimitTableUpdate } from "@eln/shared/inventory";
import type { DbOrTx } from "../db/client";
import { isUuid } from "../access/access";
import { materials } from "../materials/schema";
import { inventoryHazardClasses, spaceStorageLimitTables } from "./schema";
import { fieldError } from "./inventoryAccess";

/** The Fire Service Act class of a material in a space (system materials included); null removes it. */
export async function setHazardClass(tx: DbOrTx, spaceId: string, materialId: string, hazardClassId: string | null) {
  const [m] = isUuid(materialId)
    ? await tx.select({ n: count() }).from(materials).where(and(eq(materials.id, materialId), or(eq(materials.spaceId, spaceId), isNull(materials.spaceId))))
    : [{ n: 0 }];
  if (!m?.n) throw fieldError({ materialId: InventoryMessages.unknownMaterial });
  const where = and(eq(inventoryHazardClasses.spaceId, spaceId), eq(inventoryHazardClasses.materialId, materialId));
  if (hazardClassId === null) await tx.delete(inventoryHazardClasses).where(where);
  else
    await tx
      .insert(inventoryHazardClasses)
      .values({ spaceId, materialId, hazardClassId })
      .onConflictDoUpdate({ target: [inventoryHazardClasses.spaceId, inventoryHazardClasses.materialId], set: { hazardClassId, updatedAt: sql`now()` } });
}

/** Stores the space's limit table; returns the entries kept. */
export async function saveStorageLimits(db: DbOrTx, spaceId: string, userId: string, body: StorageLimitTableUpdate) {
  // Only values that differ from the act are kept, so a later correction of the default reaches every space that did not change it.
  const defaults = new Map(fireServiceActQuantities.map((d) => [d.id, d.quantity]));
  const entries = body.entries.filter((e) => defaults.get(e.id) !== e.quantity);
  await db
    .insert(spaceStorageLimitTables)
    .values({ spaceId, entries, updatedBy: userId })
    .onConflictDoUpdate({ target: spaceStorageLimitTables.spaceId, set: { entries, updatedBy: userId, updatedAt: sql`now()` } });
  return entries;
}

/** Back to the act's table. */
export async function resetStorageLimits(db: DbOrTx, spaceId: string) {
  await db.delete(spaceStorageLimitTables).where(eq(spaceStorageLimitTables.spaceId, spaceId));
}
