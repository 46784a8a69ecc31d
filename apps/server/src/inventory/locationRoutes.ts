import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { inventoryEndpoints } from "@eln/shared/inventory";
import { count, eq, sql } from "drizzle-orm";
import { InventoryLimits, InventoryMessages } from "@eln/shared/inventory";
import type { Db } from "../db/client";
import { AppError } from "../http/AppError";
import { spaceTransaction, authorizeSpaceRequest } from "../spaces";
import { inventoryContainers, inventoryLocations } from "./schema";
import { LocationTree, type LocationRow } from "./locationTree";
import { canWriteInventory, fieldError, locationTransaction } from "./inventoryAccess";


async function containerCounts(db: Db, spaceId: string) {
  const rows = await db
    .select({ id: inventoryContainers.locationId, n: count() })
    .from(inventoryContainers)
    .where(sql`${inventoryContainers.spaceId} = ${spaceId} and ${inventoryContainers.status} <> 'disposed'`)
    .groupBy(inventoryContainers.locationId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

function present(row: LocationRow, tree: LocationTree, counts: Map<string | null, number>) {
  const path = tree.path(row.id);
  return { id: row.id, spaceId: row.spaceId, parentId: row.parentId, name: row.name, kind: row.kind, path, depth: path.length - 1, containerCount: tree.subtree(row.id).reduce((n, id) => n + (counts.get(id) ?? 0), 0) };
}

/** The parent must be a location of the same space, not the location itself nor below it, within the depth limit. */
function checkParent(tree: LocationTree, parentId: string | null | undefined, selfId?: string) {
  if (!parentId) return;
  if (!tree.byId.has(parentId)) throw fieldError({ parentId: InventoryMessages.unknownLocation });
  if (selfId && tree.subtree(selfId).includes(parentId)) throw fieldError({ parentId: InventoryMessages.locationCycle });
  const below = selfId ? Math.max(...tree.subtree(selfId).map((id) => tree.path(id).length - tree.path(selfId).length)) : 0;
  if (tree.path(parentId).length + 1 + below > InventoryLimits.depthMax) throw fieldError({ parentId: "validation.outOfRange" });
}

export async function locationRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, inventoryEndpoints.locations, async (req) => {
    const { access } = await authorizeSpaceRequest(req, req.params.spaceId, "space.read");
    const [tree, counts] = await Promise.all([LocationTree.load(db, access.space.id), containerCounts(db, access.space.id)]);
    return { items: tree.ordered().map((l) => present(l, tree, counts)), abilities: { "inventory.write": canWriteInventory(access) } };
  });

  route(app, inventoryEndpoints.createLocation, async (req, reply) => {
    const location = await spaceTransaction(req, req.params.spaceId, "material.write", async (tx, access) => {
      const tree = await LocationTree.load(tx, access.space.id);
      checkParent(tree, req.body.parentId);
      const [row] = await tx
        .insert(inventoryLocations)
        .values({ spaceId: access.space.id, name: req.body.name, kind: req.body.kind, parentId: req.body.parentId ?? null })
        .returning();
      return present(row, new LocationTree([...tree.byId.values(), row]), new Map());
    });
    return reply.status(201).send({ location });
  });

  route(app, inventoryEndpoints.updateLocation, async (req) => {
    const location = await locationTransaction(req, req.params.id, "material.write", async (tx, { row }) => {
      const tree = await LocationTree.load(tx, row.spaceId);
      if (req.body.parentId !== undefined) checkParent(tree, req.body.parentId, row.id);
      const set: Partial<typeof inventoryLocations.$inferInsert> = { updatedAt: new Date() };
      if (req.body.name !== undefined) set.name = req.body.name;
      if (req.body.kind !== undefined) set.kind = req.body.kind;
      if (req.body.parentId !== undefined) set.parentId = req.body.parentId;
      const [updated] = await tx.update(inventoryLocations).set(set).where(eq(inventoryLocations.id, row.id)).returning();
      tree.byId.set(updated.id, updated);
      const fresh = new LocationTree([...tree.byId.values()]);
      return present(updated, fresh, await containerCounts(tx as unknown as Db, row.spaceId));
    });
    return { location };
  });

  route(app, inventoryEndpoints.removeLocation, async (req) => {
    await locationTransaction(req, req.params.id, "material.write", async (tx, { row }) => {
      const [{ n }] = await tx.select({ n: count() }).from(inventoryLocations).where(eq(inventoryLocations.parentId, row.id));
      const [{ c }] = await tx.select({ c: count() }).from(inventoryContainers).where(eq(inventoryContainers.locationId, row.id));
      if (n > 0 || c > 0) throw new AppError("conflict", "Move or remove what is in this location first.", { details: { locations: n, containers: c } });
      await tx.delete(inventoryLocations).where(eq(inventoryLocations.id, row.id));
    });
    return { ok: true as const };
  });
}
