import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { seedReferenceData } from "../../referenceData";
import type { Db } from "../client";
import { migrationsFolder } from "../partialMigrations";
import { startServer } from "../../startServer";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "eln-upgrade-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 }));

async function counts(query: (sql: string) => Promise<{ rows: { t: string; n: number }[] }>) {
  const tables = (await query(`select format('%I.%I', schemaname, tablename) as t, 0 as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema', 'drizzle') order by 1`)).rows;
  const out: Record<string, number> = {};
  for (const { t } of tables) out[t] = (await query(`select count(*)::int as n, '' as t from ${t}`)).rows[0].n;
  return out;
}

it("copies a PGlite DATA_DIR of an earlier version into PostgreSQL, checks the counts and keeps the old folder", { timeout: 300_000 }, async () => {
  // A small database as an earlier version left it: migrated, reference data, one account.
  const old = await PGlite.create({ dataDir: path.join(dataDir, "db"), extensions: { pg_trgm } });
  await old.exec("CREATE EXTENSION IF NOT EXISTS pg_trgm");
  const db = drizzle({ client: old, casing: "snake_case" });
  await migrate(db, { migrationsFolder });
  await seedReferenceData(db as unknown as Db);
  await old.query(`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ('u-old', 'Old User', 'old@example.com', true, now(), now())`);
  const before = await counts((q) => old.query(q) as never);
  await old.close();
  expect(before['public."user"'] ?? before["public.user"]).toBe(1);

  const lines: string[] = [];
  const server = await startServer({ dataDir, seedDemo: false, logLevel: "error", databaseUrl: null, redisUrl: null, smtpUrl: null }, { listen: false, logger: false, log: (m) => lines.push(m) });
  try {
    const c = new pg.Client({ connectionString: server.ctx.database.url });
    await c.connect();
    const after = await counts((q) => c.query(q));
    await c.end();
    for (const [t, n] of Object.entries(before)) expect(after[t], t).toBe(n);
  } finally {
    await server.close();
  }
  expect(existsSync(path.join(dataDir, "db"))).toBe(false);
  const kept = readdirSync(dataDir).filter((f) => f.startsWith("db.pglite-"));
  expect(kept).toHaveLength(1);
  expect(existsSync(path.join(dataDir, kept[0], "PG_VERSION"))).toBe(true);
  expect(lines.join("\n")).toMatch(/upgrade from PGlite done: \d+ tables, \d+ rows, every table's row count checked equal; the old folder is kept as .*db\.pglite-/);
});
