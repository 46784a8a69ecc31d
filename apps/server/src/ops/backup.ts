import { spawnSync } from "node:child_process";
import { cpSync, createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import { migrateDatabase } from "../db/client";
import { migrationsUpTo } from "../db/partialMigrations";
import { startEmbeddedPostgres } from "../db/embedded/embeddedPostgres";

/** What a backup holds besides the database: stored attachments and the auth secret. */
const FILE_ITEMS = ["files", "secret"];
const FORMAT = "eln-backup-2";

function tar(args: string[]) {
  const r = spawnSync("tar", args, { stdio: ["ignore", "ignore", "pipe"] });
  if (r.status !== 0) throw new Error(`tar ${args.join(" ")}: ${r.stderr?.toString()}`);
}

interface Manifest {
  format: string;
  createdAt: string;
  /** How many migrations the database had: restore applies exactly these, then loads the rows. */
  migrations: number;
  tables: { name: string; rows: number; file: string }[];
  sequences: { name: string; value: string | null }[];
}

const quoted = (schema: string, name: string) => `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`;

/** Every application table (the migrations' bookkeeping is rebuilt by restore). */
async function appTables(c: pg.Client) {
  const { rows } = await c.query<{ schemaname: string; tablename: string }>(
    `select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema', 'drizzle') order by 1, 2`,
  );
  return rows.map((r) => quoted(r.schemaname, r.tablename));
}

/**
 * One consistent snapshot while the server runs: every table is COPied inside a single
 * REPEATABLE READ transaction (so all of them show the same moment), then the files.
 * The package ships no pg_dump; COPY is PostgreSQL's own bulk format.
 */
export async function writeBackup(databaseUrl: string, dataDir: string, outFile: string) {
  const stage = mkdtempSync(path.join(os.tmpdir(), "eln-backup-"));
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const manifest: Manifest = { format: FORMAT, createdAt: new Date().toISOString(), migrations: 0, tables: [], sequences: [] };
    manifest.migrations = Number((await c.query(`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows[0].n);
    mkdirSync(path.join(stage, "db"));
    const tables = await appTables(c);
    for (const [i, table] of tables.entries()) {
      const file = `db/${String(i).padStart(3, "0")}.copy`;
      const stream = c.query(copyTo(`COPY ${table} TO STDOUT`));
      await pipeline(stream, createWriteStream(path.join(stage, file)));
      manifest.tables.push({ name: table, rows: Number(stream.rowCount ?? 0), file });
    }
    const seqs = await c.query<{ schemaname: string; sequencename: string; last_value: string | null }>(
      `select schemaname, sequencename, last_value::text from pg_sequences where schemaname not in ('drizzle')`,
    );
    manifest.sequences = seqs.rows.map((s) => ({ name: quoted(s.schemaname, s.sequencename), value: s.last_value }));
    // The files are copied while the snapshot is held: every file the rows name exists now.
    for (const item of FILE_ITEMS) {
      const src = path.join(dataDir, item);
      if (existsSync(src)) cpSync(src, path.join(stage, item), { recursive: true });
    }
    await c.query("COMMIT");
    writeFileSync(path.join(stage, "manifest.json"), JSON.stringify(manifest, null, 2));
    mkdirSync(path.dirname(outFile), { recursive: true });
    tar(["-czf", outFile, "-C", stage, "."]);
    return manifest;
  } finally {
    await c.end().catch(() => {});
    rmSync(stage, { recursive: true, force: true });
  }
}

/** Restores an archive into an empty data folder (a fresh machine, or after moving the old one aside). */
export async function restoreBackup(archive: string, dataDir: string) {
  if (existsSync(dataDir) && readdirSync(dataDir).some((f) => f !== "backups")) {
    throw new Error(`${dataDir} is not empty: move it aside first`);
  }
  const stage = mkdtempSync(path.join(os.tmpdir(), "eln-restore-"));
  try {
    tar(["-xzf", archive, "-C", stage]);
    const manifest = JSON.parse(readFileSync(path.join(stage, "manifest.json"), "utf8")) as Manifest;
    if (manifest.format !== FORMAT) throw new Error(`not an ELN backup of this kind (${manifest.format ?? "no format"})`);
    mkdirSync(dataDir, { recursive: true });
    const embedded = await startEmbeddedPostgres({ dataDir });
    try {
      // The backup's schema first, so its rows fit; the server applies newer migrations at start.
      await migrateDatabase({ url: embedded.url }, undefined, migrationsUpTo(manifest.migrations, path.join(stage, "migrations")));
      const c = new pg.Client({ connectionString: embedded.url });
      await c.connect();
      try {
        await c.query("BEGIN");
        // Rows go in as they were: no foreign-key order, no triggers (their results are in the rows).
        await c.query("SET LOCAL session_replication_role = replica");
        const tables = await appTables(c);
        if (tables.length) await c.query(`TRUNCATE ${tables.join(", ")}`);
        for (const t of manifest.tables) {
          await pipeline(createReadStream(path.join(stage, t.file)), c.query(copyFrom(`COPY ${t.name} FROM STDIN`)));
        }
        for (const s of manifest.sequences) {
          if (s.value !== null) await c.query(`select setval($1, $2)`, [s.name, s.value]);
        }
        await c.query("COMMIT");
      } finally {
        await c.end();
      }
    } finally {
      await embedded.stop();
    }
    for (const item of FILE_ITEMS) {
      const src = path.join(stage, item);
      if (existsSync(src)) cpSync(src, path.join(dataDir, item), { recursive: true });
    }
    return manifest;
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
