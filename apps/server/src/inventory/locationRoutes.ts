import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { inventoryEndpoints } from "@eln/shared/inventory";
import { count, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { spaceTransaction, authorizeSpaceRequest } from "../spaces";
import { inventoryContainers } from "./schema";
import { LocationTree, type LocationRow } from "./locationTree";
import { canWriteInventory, locationTransaction } from "./inventoryAccess";
import { createLocation, deleteLocation, updateLocation } from "./locationCommands";


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
      const row = await createLocation(tx, access.space.id, tree, req.body);
      return present(row, new LocationTree([...tree.byId.values(), row]), new Map());
    });
    return reply.status(201).send({ location });
  });

  route(app, inventoryEndpoints.updateLocation, async (req) => {
    const location = await locationTransaction(req, req.params.id, "material.write", async (tx, { row }) => {
      const tree = await LocationTree.load(tx, row.spaceId);
      const updated = await updateLocation(tx, row, tree, req.body);
      tree.byId.set(updated.id, updated);
      const fresh = new LocationTree([...tree.byId.values()]);
      return present(updated, fresh, await containerCounts(tx as unknown as Db, row.spaceId));
    });
    return { location };
  });

  route(app, inventoryEndpoints.removeLocation, async (req) => {
    await locationTransaction(req, req.params.id, "material.write", async (tx, { row }) => {
      await deleteLocation(tx, row.id);
    });
    return { ok: true as const };
  });
}
