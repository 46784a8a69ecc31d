import { existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { migrateDatabase } from "../client";
import { migrationsUpTo } from "../partialMigrations";
import { StartupError } from "./dataDirLock";

/** Where versions before the embedded PostgreSQL kept their database (PGlite). */
export const pgliteDir = (dataDir: string) => path.join(dataDir, "db");

const quoted = (schema: string, name: string) => `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`;
const tablesSql = `select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema', 'drizzle') order by 1, 2`;

/**
 * One-time upgrade: copies a PGlite database left by an earlier version into the embedded
 * PostgreSQL, checks each table's row count on both sides, then renames the old folder
 * (kept, never deleted). Safe to run again after a crash: the load is one transaction and
 * the folder is renamed only after the counts match.
 */
export async function upgradeFromPglite(dataDir: string, databaseUrl: string, log: (msg: string) => void): Promise<boolean> {
  const oldDir = pgliteDir(dataDir);
  if (!existsSync(path.join(oldDir, "PG_VERSION"))) return false;
  log(`found a database of an earlier version (PGlite) in ${oldDir}: copying it into PostgreSQL`);
  // Loaded only for this path: the server itself no longer runs PGlite.
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const old = await PGlite.create({ dataDir: oldDir, extensions: { pg_trgm } });
  const stage = mkdtempSync(path.join(os.tmpdir(), "eln-upgrade-"));
  const counts: { table: string; old: number; copied: number }[] = [];
  try {
    const hasMigrations = (await old.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`)).rows[0].n;
    const migrations = hasMigrations ? (await old.query<{ n: number }>(`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows[0].n : 0;
    // The old database's schema first, so its rows fit; the newer migrations apply after.
    await migrateDatabase({ url: databaseUrl }, undefined, migrationsUpTo(migrations, path.join(stage, "migrations")));

    const tables = (await old.query<{ schemaname: string; tablename: string }>(tablesSql)).rows.map((r) => quoted(r.schemaname, r.tablename));
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    try {
      await c.query("BEGIN");
      // Rows go in as they were: no foreign-key order, no triggers (their results are in the rows).
      await c.query("SET LOCAL session_replication_role = replica");
      const target = (await c.query<{ schemaname: string; tablename: string }>(tablesSql)).rows.map((r) => quoted(r.schemaname, r.tablename));
      if (target.length) await c.query(`TRUNCATE ${target.join(", ")}`);
      for (const table of tables) {
        const n = (await old.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n;
        const res = await old.query(`COPY ${table} TO '/dev/blob'`);
        const blob = res.blob ?? new Blob([]);
        await pipeline(Readable.from(Buffer.from(await blob.arrayBuffer())), c.query(copyFrom(`COPY ${table} FROM STDIN`)));
        counts.push({ table, old: n, copied: 0 });
      }
      const seqs = await old.query<{ schemaname: string; sequencename: string; last_value: string | null }>(
        `select schemaname, sequencename, last_value::text from pg_sequences where schemaname <> 'drizzle'`,
      );
      for (const s of seqs.rows) if (s.last_value !== null) await c.query(`select setval($1, $2)`, [quoted(s.schemaname, s.sequencename), s.last_value]);
      for (const row of counts) row.copied = Number((await c.query(`select count(*)::int as n from ${row.table}`)).rows[0].n);
      const wrong = counts.filter((r) => r.old !== r.copied);
      if (wrong.length) {
        await c.query("ROLLBACK");
        throw new StartupError(`upgrade from PGlite stopped: row counts differ (${wrong.map((r) => `${r.table}: ${r.old} → ${r.copied}`).join(", ")}); ${oldDir} is left as it was`);
      }
      await c.query("COMMIT");
    } finally {
      await c.end();
    }
  } finally {
    await old.close();
    rmSync(stage, { recursive: true, force: true });
  }
  const kept = `${oldDir}.pglite-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  renameSync(oldDir, kept);
  const rows = counts.reduce((n, r) => n + r.old, 0);
  log(`upgrade from PGlite done: ${counts.length} tables, ${rows} rows, every table's row count checked equal; the old folder is kept as ${kept}`);
  return true;
}
