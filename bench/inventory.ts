// Inventory filtering (issue #19: p95 under 100 ms over 50,000 containers in a space).
// Run: `npm run bench -- inventory` (or `npx tsx bench/inventory.ts`).
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { apiJson, measureListQueries, signUp } from "./lib";
import { startServer } from "../apps/server/src/startServer";
import { seedBenchMaterials } from "./seeds/materialsSeed";
import { materials } from "../apps/server/src/materials/schema";
import { seedBenchContainers, seedBenchLocations } from "./seeds/inventorySeed";

const N = 50_000;
// Its own server beside the bench server: BENCH_PORT + 3, so engineers sharing a machine do not collide.
const PORT = Number(process.env.BENCH_PORT ?? 3901) + 3;

export default async function run() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "eln-bench-inventory-"));
  const server = await startServer({ port: PORT, dataDir, seedDemo: false, logLevel: "warn", databaseUrl: null, redisUrl: null }, { logger: false });
  try {
    const url = `http://127.0.0.1:${PORT}`;
    const { token, user } = await signUp(url);
    const me = user.id;
    const space = await apiJson<{ id: string }>(`${url}/api/spaces`, token, { name: "Bench lab", description: "" });
    const headers = { authorization: `Bearer ${token}` };
    const t0 = Date.now();
    await seedBenchMaterials(server.ctx.db, space.id, 500);
    const materialIds = (await server.ctx.db.select({ id: materials.id }).from(materials).where(eq(materials.spaceId, space.id))).map((m) => m.id);
    const levels = await seedBenchLocations(server.ctx.db, space.id);
    await seedBenchContainers(server.ctx.db, { spaceId: space.id, n: N, materialIds, ownerIds: [me], shelfIds: levels.shelf });
    // Vacuumed now, so autovacuum of the fresh rows does not run in the middle of a measurement.
    await server.ctx.db.execute(sql`vacuum (analyze) inventory_containers`);
    console.log(`\nseeded ${N.toLocaleString("en")} containers in 400 shelves on the embedded PostgreSQL in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const base = `${url}/api/spaces/${space.id}/inventory/containers?limit=50`;
    const cases = [
      { name: "no filter (newest first)", q: "" },
      { name: "building (100 shelves below)", q: `&locationId=${levels.building[1]}` },
      { name: "room", q: `&locationId=${levels.room[7]}` },
      { name: "shelf", q: `&locationId=${levels.shelf[33]}` },
      { name: "material", q: `&materialId=${materialIds[42]}` },
      { name: "owner", q: `&ownerId=${me}` },
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
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
  process.exit(0);
}
