import { and, count, eq, inArray, max, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { AppError } from "../http/AppError";
import { catalogItems, catalogs, products } from "./schema";

/** A change of its items counts as a change of the catalog (lists sort by it). */
const touchCatalog = (tx: DbOrTx, catalogId: string) => tx.update(catalogs).set({ updatedAt: sql`now()` }).where(eq(catalogs.id, catalogId));

export async function createCatalog(db: DbOrTx, ownerId: string, title: string) {
  const [c] = await db.insert(catalogs).values({ ownerId, title }).returning();
  return c;
}

export async function renameCatalog(tx: DbOrTx, catalogId: string, title: string) {
  const [updated] = await tx.update(catalogs).set({ title, updatedAt: sql`now()` }).where(eq(catalogs.id, catalogId)).returning();
  return updated;
}

/** Its items go with it (foreign key). */
export async function deleteCatalog(tx: DbOrTx, catalogId: string) {
  await tx.delete(catalogs).where(eq(catalogs.id, catalogId));
}

/** Appends products to a catalog (those already in it stay where they are). Run under the catalog's row lock. */
export async function addCatalogItems(tx: DbOrTx, catalogId: string, productIds: string[]) {
  const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
  if (found.length !== productIds.length) {
    const known = new Set(found.map((f) => f.id));
    throw new AppError("not_found", "Some products do not exist.", { details: { missing: productIds.filter((i) => !known.has(i)) } });
  }
  const [{ n }] = await tx.select({ n: count() }).from(catalogItems).where(eq(catalogItems.catalogId, catalogId));
  if (n + productIds.length > 2000) throw new AppError("validation", "A catalog holds at most 2000 products.", { fields: { product_ids: "validation.max" } });
  const [{ top }] = await tx.select({ top: max(catalogItems.position) }).from(catalogItems).where(eq(catalogItems.catalogId, catalogId));
  const start = (top ?? -1) + 1;
  await tx
    .insert(catalogItems)
    .values(productIds.map((productId, i) => ({ catalogId, productId, position: start + i })))
    .onConflictDoNothing();
  await touchCatalog(tx, catalogId);
}

export async function removeCatalogItems(tx: DbOrTx, catalogId: string, productIds: string[]) {
  await tx.delete(catalogItems).where(and(eq(catalogItems.catalogId, catalogId), inArray(catalogItems.productId, productIds)));
  await touchCatalog(tx, catalogId);
}
