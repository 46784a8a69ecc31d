import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { inventoryEndpoints } from "@eln/shared/inventory";
import { and, eq, inArray, ne } from "drizzle-orm";
import { can } from "@eln/shared";
import { fireServiceActQuantities, limitTableWith, storageRatios } from "@eln/shared/inventory";
import type { DbOrTx } from "../db/client";
import { authenticate } from "../http/authenticate";
import { spaceTransaction, authorizeSpaceRequest } from "../spaces";
import { materials } from "../materials/schema";
import { inventoryContainers, inventoryHazardClasses, spaceStorageLimitTables } from "./schema";
import { LocationTree } from "./locationTree";
import { canWriteInventory, loadLocationAccess, loadOrNotFound } from "./inventoryAccess";
import { resetStorageLimits, saveStorageLimits, setHazardClass } from "./storageLimitCommands";


/** The space's own designated quantities (overrides of the act's table), none when it uses the default. */
async function spaceOverrides(db: DbOrTx, spaceId: string) {
  const [row] = await db.select({ entries: spaceStorageLimitTables.entries }).from(spaceStorageLimitTables).where(eq(spaceStorageLimitTables.spaceId, spaceId)).limit(1);
  return row?.entries ?? [];
}

function presentTable(overrides: { id: string; quantity: number }[], canUpdate: boolean) {
  const table = limitTableWith(overrides);
  return {
    entries: table.map((d, i) => ({ id: d.id, category: d.category, ja: d.ja, en: d.en, unit: d.unit, quantity: d.quantity, defaultQuantity: fireServiceActQuantities[i].quantity })),
    isDefault: table.every((d, i) => d.quantity === fireServiceActQuantities[i].quantity),
    abilities: { update: canUpdate },
  };
}

/** Storage limits of a room: Fire Service Act totals of its containers (and those below it) against the designated quantities. */
export async function storageLimitRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, inventoryEndpoints.locationStorage, async (req) => {
    const u = await authenticate(req);
    const { row, access } = loadOrNotFound(await loadLocationAccess(db, req.params.id, u.id));
    const below = await LocationTree.subtreeIds(db, row.spaceId, row.id);
    const c = inventoryContainers;
    const hc = inventoryHazardClasses;
    // One row per container still on a shelf (disposed ones are gone from the room).
    const held = await db
      .select({ amount: c.amount, unit: c.unit, materialId: c.materialId, density: materials.density, hazardClassId: hc.hazardClassId })
      .from(c)
      .innerJoin(materials, eq(materials.id, c.materialId))
      .leftJoin(hc, and(eq(hc.spaceId, c.spaceId), eq(hc.materialId, c.materialId)))
      .where(and(eq(c.spaceId, row.spaceId), inArray(c.locationId, below), ne(c.status, "disposed")));
    const table = limitTableWith(await spaceOverrides(db, row.spaceId));
    const result = storageRatios(
      held.filter((h) => h.hazardClassId).map((h) => ({ hazardClassId: h.hazardClassId!, amount: Number(h.amount), unit: h.unit, density: h.density })),
      table,
    );
    const perMaterial = new Map<string, number>();
    for (const h of held) perMaterial.set(h.materialId, (perMaterial.get(h.materialId) ?? 0) + 1);
    const ms = perMaterial.size
      ? await db
          .select({ id: materials.id, name: materials.name, nameEn: materials.nameEn, casNumber: materials.casNumber, hazardClassId: hc.hazardClassId })
          .from(materials)
          .leftJoin(hc, and(eq(hc.spaceId, row.spaceId), eq(hc.materialId, materials.id)))
          .where(inArray(materials.id, [...perMaterial.keys()]))
          .orderBy(materials.name)
      : [];
    const tree = await LocationTree.loadAround(db, row.spaceId, [row.id]);
    return {
      location: { id: row.id, kind: row.kind, path: tree.path(row.id) },
      rows: result.rows.map((x) => ({ hazardClassId: x.hazardClass.id, ja: x.hazardClass.ja, en: x.hazardClass.en, unit: x.hazardClass.unit, quantity: x.hazardClass.quantity, total: x.total, ratio: x.ratio, containers: x.containers, unconverted: x.unconverted })),
      sum: result.sum,
      level: result.level,
      materials: ms.map((m) => ({ ...m, hazardClassId: m.hazardClassId ?? null, containers: perMaterial.get(m.id) ?? 0 })),
      abilities: { "inventory.write": canWriteInventory(access) },
    };
  });

  route(app, inventoryEndpoints.setHazardClass, async (req) => {
    await spaceTransaction(req, req.params.spaceId, "material.write", (tx, access) =>
      setHazardClass(tx, access.space.id, req.params.materialId, req.body.hazardClassId),
    );
    return { ok: true as const };
  });

  // The limit table: every member reads it; only a space owner edits or resets it (it is the space's rule).
  route(app, inventoryEndpoints.storageLimits, async (req) => {
    const { access } = await authorizeSpaceRequest(req, req.params.spaceId, "space.read");
    return presentTable(await spaceOverrides(db, access.space.id), can(access.actor, "space.update"));
  });

  route(app, inventoryEndpoints.updateStorageLimits, async (req) => {
    const { me: u, access } = await authorizeSpaceRequest(req, req.params.spaceId, "space.update");
    const entries = await saveStorageLimits(db, access.space.id, u.id, req.body);
    return presentTable(entries, true);
  });

  route(app, inventoryEndpoints.resetStorageLimits, async (req) => {
    const { access } = await authorizeSpaceRequest(req, req.params.spaceId, "space.update");
    await resetStorageLimits(db, access.space.id);
    return presentTable([], true);
  });
}
