import type { DbOrTx } from "../../apps/server/src/db/client";
import { inventoryContainers, inventoryLocations } from "../../apps/server/src/inventory/schema";

// 50,000 containers in one space for the inventory bench: 4 buildings × 5 rooms × 5 cabinets × 4 shelves,
// a spread of materials, owners, expiry dates and statuses.

/** Inserts the location tree; returns the shelf ids and every id by level. */
export async function seedBenchLocations(db: DbOrTx, spaceId: string) {
  const ins = async (name: string, kind: "building" | "room" | "cabinet" | "shelf", parentId: string | null) =>
    (await db.insert(inventoryLocations).values({ spaceId, name, kind, parentId }).returning({ id: inventoryLocations.id }))[0].id;
  const levels = { building: [] as string[], room: [] as string[], cabinet: [] as string[], shelf: [] as string[] };
  for (let b = 0; b < 4; b++) {
    const bid = await ins(`Building ${b}`, "building", null);
    levels.building.push(bid);
    for (let r = 0; r < 5; r++) {
      const rid = await ins(`Room ${b}${r}`, "room", bid);
      levels.room.push(rid);
      for (let c = 0; c < 5; c++) {
        const cid = await ins(`Cabinet ${c}`, "cabinet", rid);
        levels.cabinet.push(cid);
        for (let s = 0; s < 4; s++) levels.shelf.push(await ins(`Shelf ${s}`, "shelf", cid));
      }
    }
  }
  return levels;
}

export async function seedBenchContainers(db: DbOrTx, opts: { spaceId: string; n: number; materialIds: string[]; ownerIds: string[]; shelfIds: string[] }) {
  const today = Date.now();
  for (let start = 0; start < opts.n; start += 2000) {
    const rows: (typeof inventoryContainers.$inferInsert)[] = [];
    for (let i = start; i < Math.min(opts.n, start + 2000); i++) {
      const received = new Date(today - (i % 700) * 86400_000);
      rows.push({
        spaceId: opts.spaceId,
        code: `B-${String(i).padStart(8, "0")}`,
        materialId: opts.materialIds[i % opts.materialIds.length],
        amount: (i % 1000) / 2,
        unit: i % 2 ? "mL" : "g",
        lot: `LOT-${i % 5000}`,
        receivedOn: received.toISOString().slice(0, 10),
        expiresOn: new Date(received.getTime() + (30 + (i % 1100)) * 86400_000).toISOString().slice(0, 10),
        ownerId: opts.ownerIds[i % opts.ownerIds.length],
        status: i % 17 === 0 ? "disposed" : i % 11 === 0 ? "empty" : "in_use",
        locationId: opts.shelfIds[i % opts.shelfIds.length],
      });
    }
    await db.insert(inventoryContainers).values(rows);
  }
}
