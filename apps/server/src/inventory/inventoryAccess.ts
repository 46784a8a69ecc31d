import { can, type Action } from "@eln/shared";
import type { Db, DbOrTx } from "../db/client";
import { findById } from "../db/findRow";
import { authorize } from "../access/access";
import { authorizedTransaction } from "../access/authorizedTransaction";
import { loadSpaceAccess, type SpaceAccess } from "../spaces";
import { AppError, notFound } from "../http/AppError";
import { inventoryContainers, inventoryLocations } from "./schema";

// The inventory follows the materials rules: every space member reads and writes it,
// anyone else gets 404. `material.write` is the one permission it checks.
export const canWriteInventory = (access: SpaceAccess) => can(access.actor, "material.write");

/** A row of the space's inventory with the caller's access to that space; null (→ 404) when they are not in it. */
async function withSpaceAccess<R extends { spaceId: string }>(db: DbOrTx, row: R | null, userId: string) {
  if (!row) return null;
  const access = await loadSpaceAccess(db as Db, row.spaceId, userId);
  if (!access || !can(access.actor, "space.read")) return null;
  return { row, access };
}

export async function loadLocationAccess(db: DbOrTx, id: string, userId: string) {
  return withSpaceAccess(db, await findById(db, inventoryLocations, id), userId);
}

export async function loadContainerAccess(db: DbOrTx, id: string, userId: string) {
  return withSpaceAccess(db, await findById(db, inventoryContainers, id), userId);
}

/** The authorize step for a location or container: 404 when the loader found nothing the caller may see, 403 without `action`. */
function authorizeInventoryRow<A extends { access: SpaceAccess }>(found: A | null, action: Action): A {
  authorize(found?.access ?? null, action, "space.read");
  return found!;
}

/** Write routes on one location or container: authenticate → in one transaction, load → authorize → run. */
export const locationTransaction = authorizedTransaction(loadLocationAccess, authorizeInventoryRow);
export const containerTransaction = authorizedTransaction(loadContainerAccess, authorizeInventoryRow);

export const loadOrNotFound = <T>(x: T | null): T => {
  if (!x) throw notFound();
  return x;
};

export const fieldError = (fields: Record<string, string>) => new AppError("validation", "Invalid input", { fields });
