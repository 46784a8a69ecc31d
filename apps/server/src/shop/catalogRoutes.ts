import type { FastifyInstance, FastifyRequest } from "fastify";
import { route } from "../http/route";
import { shopEndpoints } from "@eln/shared/shop";
import { asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { catalogAbilities, type CatalogAbilities } from "@eln/shared/shop";
import type { DbOrTx, Tx } from "../db/client";
import type { SessionUser } from "../http/context";
import { AppError, notFound } from "../http/AppError";
import { isUuid } from "../access/access";
import { authenticate } from "../http/authenticate";
import { catalogItems, catalogs, products } from "./schema";
import { presentCatalog, presentProduct } from "./presentShop";
import { addCatalogItems, createCatalog, deleteCatalog, removeCatalogItems, renameCatalog } from "./catalogCommands";
import { premadeCatalogs } from "./catalogData/premadeCatalogs";

/**
 * A catalog the caller may see: every premade catalog, and their own. Anything else is
 * answered 404 so ids of other users' catalogs cannot be probed.
 */
async function loadVisibleCatalog(db: DbOrTx, id: string, userId: string, lock = false) {
  if (!isUuid(id)) throw notFound();
  const q = db.select().from(catalogs).where(eq(catalogs.id, id)).limit(1);
  const [c] = lock ? await q.for("update") : await q;
  if (!c || (c.ownerId !== null && c.ownerId !== userId)) throw notFound();
  return c;
}

function authorize(allowed: boolean) {
  if (!allowed) throw new AppError("forbidden", "Premade catalogs cannot be changed.");
}

/** A catalog write: authenticate → the caller's catalog, locked → the ability → run, in one transaction. */
async function catalogTransaction<T>(req: FastifyRequest, id: string, ability: keyof CatalogAbilities, run: (tx: Tx, c: typeof catalogs.$inferSelect, user: SessionUser) => Promise<T>) {
  const user = await authenticate(req);
  return req.server.ctx.db.transaction(async (tx) => {
    const c = await loadVisibleCatalog(tx, id, user.id, true);
    authorize(catalogAbilities(c, user.id)[ability]);
    return run(tx, c, user);
  });
}

async function itemCounts(db: DbOrTx, ids: string[]) {
  if (!ids.length) return new Map<string, number>();
  const rows = await db
    .select({ id: catalogItems.catalogId, n: count() })
    .from(catalogItems)
    .where(inArray(catalogItems.catalogId, ids))
    .groupBy(catalogItems.catalogId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

async function presentList(db: DbOrTx, rows: (typeof catalogs.$inferSelect)[]) {
  const counts = await itemCounts(
    db,
    rows.map((c) => c.id),
  );
  return rows.map((c) => presentCatalog(c, counts.get(c.id) ?? 0));
}

async function presentDetails(db: DbOrTx, c: typeof catalogs.$inferSelect, userId: string) {
  const rows = await db
    .select({ product: products })
    .from(catalogItems)
    .innerJoin(products, eq(products.id, catalogItems.productId))
    .where(eq(catalogItems.catalogId, c.id))
    .orderBy(asc(catalogItems.position), asc(catalogItems.createdAt), asc(products.id));
  return {
    catalog: presentCatalog(c, rows.length),
    products: rows.map((r) => presentProduct(r.product)),
    abilities: catalogAbilities(c, userId),
  };
}

export function catalogRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, shopEndpoints.premadeCatalogs, async (req) => {
    await authenticate(req);
    const rows = await db.select().from(catalogs).where(isNull(catalogs.ownerId));
    // In the order the suppliers are shipped (general reagents first).
    const rank = (key: string | null) => {
      const i = premadeCatalogs.findIndex((c) => c.supplier === key);
      return i < 0 ? premadeCatalogs.length : i;
    };
    return presentList(
      db,
      rows.sort((a, b) => rank(a.premadeKey) - rank(b.premadeKey) || a.title.localeCompare(b.title)),
    );
  });

  route(app, shopEndpoints.catalogs, async (req) => {
    const user = await authenticate(req);
    const rows = await db.select().from(catalogs).where(eq(catalogs.ownerId, user.id)).orderBy(desc(catalogs.updatedAt));
    return presentList(db, rows);
  });

  route(app, shopEndpoints.createCatalog, async (req, reply) => {
    const user = await authenticate(req);
    const c = await createCatalog(db, user.id, req.body.title);
    reply.status(201);
    return presentCatalog(c, 0);
  });

  route(app, shopEndpoints.catalog, async (req) => {
    const user = await authenticate(req);
    const c = await loadVisibleCatalog(db, req.params.id, user.id);
    return presentDetails(db, c, user.id);
  });

  route(app, shopEndpoints.updateCatalog, async (req) => {
    return catalogTransaction(req, req.params.id, "catalog.update", async (tx, c) => {
      const updated = await renameCatalog(tx, c.id, req.body.title);
      return (await presentList(tx, [updated]))[0];
    });
  });

  route(app, shopEndpoints.removeCatalog, async (req, reply) => {
    await catalogTransaction(req, req.params.id, "catalog.delete", (tx, c) => deleteCatalog(tx, c.id));
    return reply.status(204).send();
  });

  route(app, shopEndpoints.addCatalogItems, async (req) => {
    return catalogTransaction(req, req.params.id, "catalog.editItems", async (tx, c, user) => {
      await addCatalogItems(tx, c.id, req.body.product_ids);
      return presentDetails(tx, c, user.id);
    });
  });

  route(app, shopEndpoints.removeCatalogItems, async (req) => {
    return catalogTransaction(req, req.params.id, "catalog.editItems", async (tx, c, user) => {
      await removeCatalogItems(tx, c.id, req.body.product_ids);
      return presentDetails(tx, c, user.id);
    });
  });
}
