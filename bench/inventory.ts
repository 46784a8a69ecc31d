// Inventory filtering (issue #19: p95 under 100 ms over 50,000 containers in a space).
// Run: `npm run bench -- inventory` (or `npx tsx bench/inventory.ts`).
import { eq, sql } from "drizzle-orm";
import { measureListQueries } from "./lib";
import { withInProcessServer } from "./inProcessServer";
import { seedBenchMaterials } from "./seeds/materialsSeed";
import { materials } from "../apps/server/src/materials/schema";
import { seedBenchContainers, seedBenchLocations } from "./seeds/inventorySeed";

const N = 50_000;
// Its own server beside the bench server: BENCH_PORT + 3, so engineers sharing a machine do not collide.
const PORT = Number(process.env.BENCH_PORT ?? 3901) + 3;

export default async function run() {
  await withInProcessServer({ port: PORT, name: "inventory" }, async ({ url, db, token, userId, spaceId }) => {
    const headers = { authorization: `Bearer ${token}` };
    const t0 = Date.now();
    await seedBenchMaterials(db, spaceId, 500);
    const materialIds = (await db.select({ id: materials.id }).from(materials).where(eq(materials.spaceId, spaceId))).map((m) => m.id);
    const levels = await seedBenchLocations(db, spaceId);
    await seedBenchContainers(db, { spaceId, n: N, materialIds, ownerIds: [userId], shelfIds: levels.shelf });
    // Vacuumed now, so autovacuum of the fresh rows does not run in the middle of a measurement.
    await db.execute(sql`vacuum (analyze) inventory_containers`);
    console.log(`\nseeded ${N.toLocaleString("en")} containers in 400 shelves on the embedded PostgreSQL in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const base = `${url}/api/spaces/${spaceId}/inventory/containers?limit=50`;
    const cases = [
      { name: "no filter (newest first)", q: "" },
      { name: "building (100 shelves below)", q: `&locationId=${levels.building[1]}` },
      { name: "room", q: `&locationId=${levels.room[7]}` },
      { name: "shelf", q: `&locationId=${levels.shelf[33]}` },
      { name: "material", q: `&materialId=${materialIds[42]}` },
      { name: "owner", q: `&ownerId=${userId}` },
      { name: "expiring within 30 days", q: "&expiresWithinDays=30" },
      { name: "room + expiring within 30 days", q: `&locationId=${levels.room[3]}&expiresWithinDays=30` },
      { name: "lot prefix 'LOT-12'", q: "&q=LOT-12" },
      { name: "all statuses", q: "&status=all" },
    ];
    await measureListQueries({
      url: (q) => base + q,
      headers,
      cases,
      warmUp: "",
      workers: 1,
      title: `Inventory filters, ${N.toLocaleString("en")} containers in a space`,
      label: "inventory filtering",
      budgetMs: 100,
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
  process.exit(0);
}
