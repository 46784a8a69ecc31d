// Materials register search (issue: p95 under 50 ms over 10,000 materials in a space).
// Run alone: `npx tsx bench/materialsSearch.ts` (or `npm run bench materials`).
import { sql } from "drizzle-orm";
import { measureListQueries, type Figures } from "./lib";
import { withInProcessServer } from "./inProcessServer";
import type { Db } from "../apps/server/src/db/client";
import { seedBenchMaterials } from "./seeds/materialsSeed";

const N = 10_000;
// Its own server, next to the one bench/run.ts starts on BENCH_PORT (engineers share the machine).
const PORT = Number(process.env.BENCH_PORT ?? 3901) + 12;

const QUERIES: { name: string; q: string }[] = [
  { name: "list (no query)", q: "" },
  { name: "en word 'ethanol'", q: "ethanol" },
  { name: "en partial 'sulfa'", q: "sulfa" },
  { name: "en two words 'phenyl pyridine'", q: "phenyl pyridine" },
  { name: "ja 'エタノール'", q: "エタノール" },
  { name: "ja 3-char 'ナトリ'", q: "ナトリ" },
  { name: "ja 2-char '硫酸'", q: "硫酸" },
  { name: "CAS '64-17-5'", q: "64-17-5" },
  { name: "CAS partial '1042'", q: "1042" },
  { name: "full-width 'ＥＴＨＹＬ'", q: "ＥＴＨＹＬ" },
];

/**
 * Inserts 10,000 materials into the space (when `db` is given, straight into the
 * database; otherwise through the API, 10 at a time) and prints the p95 of
 * GET /api/spaces/:spaceId/materials?q= measured with autocannon.
 */
export async function benchMaterialsSearch(opts: {
  baseUrl: string;
  token: string;
  spaceId: string;
  db?: Db;
  seeded?: boolean;
  n?: number;
  /** autocannon worker threads (use 1 when the server runs in this process) */
  workers?: number;
}): Promise<Figures[]> {
  const n = opts.n ?? N;
  const headers = { authorization: `Bearer ${opts.token}`, "content-type": "application/json" };
  if (!opts.seeded) {
    const t0 = Date.now();
    if (opts.db) await seedBenchMaterials(opts.db, opts.spaceId, n);
    else {
      let next = 0;
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (next < n) {
            const i = next++;
            const res = await fetch(`${opts.baseUrl}/api/spaces/${opts.spaceId}/materials`, {
              method: "POST",
              headers,
              body: JSON.stringify({ name: `ベンチ試薬 ${i}`, nameEn: `bench reagent ${i}`, riskType: "other" }),
            });
            if (!res.ok) throw new Error(`create ${res.status} ${await res.text()}`);
          }
        }),
      );
    }
    console.log(`seeded ${n} materials in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  return measureListQueries({
    url: (q) => `${opts.baseUrl}/api/spaces/${opts.spaceId}/materials?limit=20${q ? `&q=${encodeURIComponent(q)}` : ""}`,
    headers,
    cases: QUERIES,
    warmUp: "eth",
    workers: opts.workers,
    title: `Materials search, ${n.toLocaleString("en")} materials in a space + ${"380"} system`,
    label: "materials search",
    budgetMs: 50,
  });
}

/**
 * `npm run bench`: the server runs in this process on a throw-away embedded PostgreSQL,
 * so the 10,000 rows go straight into its database; autocannon
 * runs in a worker thread so the load generator does not share the server's event loop.
 */
export default async function run() {
  await withInProcessServer({ port: PORT, name: "materials" }, async ({ url, db, token, spaceId }) => {
    const t0 = Date.now();
    await seedBenchMaterials(db, spaceId, N);
    // Vacuumed now, so autovacuum of the fresh rows does not run in the middle of a measurement.
    await db.execute(sql`vacuum (analyze) materials`);
    console.log(`\nseeded ${N} materials on the embedded PostgreSQL in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await benchMaterialsSearch({ baseUrl: url, token, spaceId, seeded: true, workers: 1 });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
  process.exit(0);
}
