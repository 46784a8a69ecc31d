import { asc, desc, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { InventoryMessages, type ContainerListQuery } from "@eln/shared/inventory";
import { isUuid } from "../access/access";
import { inventoryContainers } from "./schema";
import type { LocationTree } from "./locationTree";
import { normalizeCode } from "./containerCode";
import { fieldError } from "./inventoryAccess";

export type ContainerFilter = Omit<ContainerListQuery, "limit" | "cursor">;

/** The conditions of the container list's filters (shared by the list and the CSV export). */
export function containerWhere(tree: LocationTree, spaceId: string, qy: ContainerFilter): SQL[] {
  const c = inventoryContainers;
  const where: SQL[] = [eq(c.spaceId, spaceId)];
  if (qy.status === "active") where.push(ne(c.status, "disposed"));
  else if (qy.status !== "all") where.push(eq(c.status, qy.status));
  if (qy.locationId) {
    if (qy.locationId === "none") where.push(isNull(c.locationId));
    else {
      const below = tree.byId.has(qy.locationId) ? tree.subtree(qy.locationId) : [];
      if (!below.length) throw fieldError({ locationId: InventoryMessages.unknownLocation });
      // One array parameter, not one parameter per location (a building can hold hundreds).
      where.push(sql`${c.locationId} = any(${sql.param(below)}::uuid[])`);
    }
  }
  if (qy.materialId) where.push(isUuid(qy.materialId) ? eq(c.materialId, qy.materialId) : sql`false`);
  if (qy.ownerId) where.push(eq(c.ownerId, qy.ownerId));
  if (qy.q?.trim()) {
    const needle = qy.q.trim();
    where.push(or(eq(c.code, normalizeCode(needle)), sql`lower(${c.lot}) like ${needle.toLowerCase().replace(/[\\%_]/g, (x) => `\\${x}`) + "%"}`)!);
  }
  if (qy.expiresWithinDays !== undefined) {
    const today = qy.today ? sql`${qy.today}::date` : sql`current_date`;
    where.push(sql`${c.expiresOn} <= ${today} + ${qy.expiresWithinDays}::int`);
  }
  return where;
}

/**
 * The order of the list and the export: soonest expiry first when filtering by expiry, expired
 * ones included (they need attention most); otherwise newest first.
 */
export const containerOrder = (qy: ContainerFilter): SQL[] => {
  const c = inventoryContainers;
  return qy.expiresWithinDays !== undefined ? [asc(c.expiresOn), asc(c.id)] : [desc(c.createdAt), desc(c.id)];
};
