import { count, eq } from "drizzle-orm";
import { InventoryLimits, InventoryMessages, type LocationCreate } from "@eln/shared/inventory";
import type { DbOrTx } from "../db/client";
import { AppError } from "../http/AppError";
import { inventoryContainers, inventoryLocations } from "./schema";
import type { LocationRow, LocationTree } from "./locationTree";
import { fieldError } from "./inventoryAccess";

/** The parent must be a location of the same space, not the location itself nor below it, within the depth limit. */
function checkParent(tree: LocationTree, parentId: string | null | undefined, selfId?: string) {
  if (!parentId) return;
  if (!tree.byId.has(parentId)) throw fieldError({ parentId: InventoryMessages.unknownLocation });
  if (selfId && tree.subtree(selfId).includes(parentId)) throw fieldError({ parentId: InventoryMessages.locationCycle });
  const below = selfId ? Math.max(...tree.subtree(selfId).map((id) => tree.path(id).length - tree.path(selfId).length)) : 0;
  if (tree.path(parentId).length + 1 + below > InventoryLimits.depthMax) throw fieldError({ parentId: "validation.outOfRange" });
}

/** A new location of the space; `tree` is the space's locations read in the same transaction. */
export async function createLocation(tx: DbOrTx, spaceId: string, tree: LocationTree, body: LocationCreate) {
  checkParent(tree, body.parentId);
  const [row] = await tx
    .insert(inventoryLocations)
    .values({ spaceId, name: body.name, kind: body.kind, parentId: body.parentId ?? null })
    .returning();
  return row;
}

/** Renames, re-kinds or moves a location; it cannot move below itself. */
export async function updateLocation(tx: DbOrTx, row: LocationRow, tree: LocationTree, body: Partial<LocationCreate>) {
  if (body.parentId !== undefined) checkParent(tree, body.parentId, row.id);
  const set: Partial<typeof inventoryLocations.$inferInsert> = { updatedAt: new Date() };
  if (body.name !== undefined) set.name = body.name;
  if (body.kind !== undefined) set.kind = body.kind;
  if (body.parentId !== undefined) set.parentId = body.parentId;
  const [updated] = await tx.update(inventoryLocations).set(set).where(eq(inventoryLocations.id, row.id)).returning();
  return updated;
}

/** Deletes an empty location; one holding locations or containers stays (409). */
export async function deleteLocation(tx: DbOrTx, locationId: string) {
  const [{ n }] = await tx.select({ n: count() }).from(inventoryLocations).where(eq(inventoryLocations.parentId, locationId));
  const [{ c }] = await tx.select({ c: count() }).from(inventoryContainers).where(eq(inventoryContainers.locationId, locationId));
  if (n > 0 || c > 0) throw new AppError("conflict", "Move or remove what is in this location first.", { details: { locations: n, containers: c } });
  await tx.delete(inventoryLocations).where(eq(inventoryLocations.id, locationId));
}
