// Search in a space (docs/design.md §5: p95 under 100 ms). 10,000 notes on the embedded PostgreSQL, and
// 100,000 on PostgreSQL when DATABASE_URL is set; mixed Japanese and English text.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { apiJson, load, printTable, signUp, startBenchServer, type BenchServer, type Figures } from "./lib";
import { migrateDatabase, openDatabase } from "../apps/server/src/db/client";
import { seedSearchCorpus } from "./searchCorpus";

const PORT = Number(process.env.BENCH_SEARCH_PORT ?? 3911);

const QUERIES: { name: string; q: string }[] = [
  { name: "ja 2-char '実験'", q: "実験" },
  { name: "ja 2-char rare-ish '蒸留'", q: "蒸留" },
  { name: "ja 4-char 'ガスクロ'", q: "ガスクロ" },
  { name: "ja 3-char rare '醸造学'", q: "醸造学" },
  { name: "en partial 'chromato'", q: "chromato" },
  { name: "en partial rare 'zymur'", q: "zymur" },
  { name: "mixed '実験 chromato'", q: "実験 chromato" },
  { name: "mixed full-width 'ＡＣＥＴＯＮＥ 収率'", q: "ＡＣＥＴＯＮＥ 収率" },
];

/** A user with a space and a project, made through the API of a running server. */
async function makeOwner(url: string) {
  const { token } = await signUp(url);
  const space = await apiJson<{ id: string }>(`${url}/api/spaces`, token, { name: "Bench lab", description: "" });
  const project = await apiJson<{ id: string }>(`${url}/api/projects`, token, { name: "Bench project", description: "", space_id: space.id });
  return { token, spaceId: space.id, projectId: project.id };
}

async function measure(url: string, who: { token: string; spaceId: string }): Promise<Figures[]> {
  const rows: Figures[] = [];
  for (const { name, q } of QUERIES) {
    const target = `${url}/api/spaces/${who.spaceId}/search?q=${encodeURIComponent(q)}&limit=10`;
    const sample = await apiJson<{ notes: unknown[]; moreNotes: boolean }>(target, who.token);
    const found = `${sample.notes.length}${sample.moreNotes ? "+" : ""}`;
    const headers = { authorization: `Bearer ${who.token}` };
    rows.push(await load(`${name} → ${found} notes, 1 conn`, { url: target, headers, connections: 1, duration: 4 }));
    rows.push(await load(`${name} → ${found} notes, 10 conn`, { url: target, headers, connections: 10, duration: 4 }));
  }
  return rows;
}

async function seedWithProgress(db: Parameters<typeof seedSearchCorpus>[0], spaceId: string, projectId: string, n: number) {
  const t0 = Date.now();
  await seedSearchCorpus(db, { spaceId, projectId, n, onProgress: (d) => d % 10_000 === 0 && process.stderr.write(`  seeded ${d}/${n}\n`) });
  await db.execute(sql`analyze`);
  return (Date.now() - t0) / 1000;
}

async function onPglite(n: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "eln-bench-search-"));
  // 1. migrate and make the owner through the real server, 2. seed in-process, 3. serve.
  let server: BenchServer = await startBenchServer({ port: PORT, dataDir });
  const who = await makeOwner(server.url);
  await server.stop();
  // The server is stopped: this process starts the embedded PostgreSQL in DATA_DIR/pg itself.
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  const secs = await seedWithProgress(database.db, who.spaceId, who.projectId, n);
  await database.close();
  console.log(`\nseeded ${n} notes on the embedded PostgreSQL in ${secs.toFixed(1)} s (index kept by triggers)`);
  server = await startBenchServer({ port: PORT, dataDir });
  try {
    printTable(`Search on the embedded PostgreSQL, ${n.toLocaleString("en")} notes in one space, 1 and 10 connections, 4 s each (budget p95 < 100 ms)`, await measure(server.url, who));
  } finally {
    await server.stop();
  }
}

async function onPostgres(baseUrl: string, n: number) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query("DROP DATABASE IF EXISTS eln_bench_search WITH (FORCE)");
  await admin.query("CREATE DATABASE eln_bench_search");
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = "/eln_bench_search";
  const databaseUrl = u.toString();
  const server = await startBenchServer({ port: PORT, env: { DATABASE_URL: databaseUrl } });
  try {
    const who = await makeOwner(server.url);
    const database = await openDatabase({ databaseUrl });
    const secs = await seedWithProgress(database.db, who.spaceId, who.projectId, n);
    await database.close();
    console.log(`\nseeded ${n} notes on PostgreSQL in ${secs.toFixed(1)} s (index kept by triggers)`);
    printTable(`Search on PostgreSQL, ${n.toLocaleString("en")} notes in one space, 1 and 10 connections, 4 s each (budget p95 < 100 ms)`, await measure(server.url, who));
  } finally {
    await server.stop();
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    await cleanup.query("DROP DATABASE IF EXISTS eln_bench_search WITH (FORCE)");
    await cleanup.end();
  }
}

/** A failed query's cause, without the thousands of parameters Drizzle puts in its message. */
function short(err: unknown) {
  const e = err as { cause?: unknown; message?: string };
  return String(e?.cause ?? e?.message ?? err).slice(0, 500);
}

export default async function benchSearch(_server: BenchServer) {
  const pgliteNotes = Number(process.env.BENCH_SEARCH_PGLITE_NOTES ?? 10_000);
  try {
    if (pgliteNotes > 0) await onPglite(pgliteNotes);
  } catch (err) {
    console.log(`\n## Search on the embedded PostgreSQL: failed: ${short(err)}`);
  }
  if (!process.env.DATABASE_URL) return console.log("\n## Search on PostgreSQL: not measured (set DATABASE_URL)");
  try {
    await onPostgres(process.env.DATABASE_URL, Number(process.env.BENCH_SEARCH_PG_NOTES ?? 100_000));
  } catch (err) {
    console.log(`\n## Search on PostgreSQL: failed: ${short(err)}`);
  }
}
