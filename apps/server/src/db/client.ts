import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, Schema, any>;
/** A transaction handle; commands take `DbOrTx` so they run inside or outside one. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Ends connections; for PGlite also flushes to disk. */
  close(): Promise<void>;
  /** Cheap liveness probe used by /api/health. */
  ping(): Promise<void>;
  pglite?: PGlite;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

export interface OpenDatabaseOptions {
  databaseUrl?: string | null;
  /** Folder for PGlite; `memory://` for an in-memory database. */
  dataDir?: string;
  /** A PGlite data dump to start from (fast test databases). */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 20,
      connectionTimeoutMillis: 5_000,
    });
    // A lost connection must not crash the process: requests get 503s instead.
    pool.on("error", () => {});
    const db = drizzlePg({ client: pool, schema, casing: "snake_case" }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      close: () => pool.end(),
      ping: async () => {
        await pool.query("select 1");
      },
    };
  }
  const dataDir = opts.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite: client,
    close: () => client.close(),
    ping: async () => {
      await client.query("select 1");
    },
  };
}

/** Applies pending migrations once, even when several instances start together. */
export async function migrateDatabase(database: Database, opts: { databaseUrl?: string | null }) {
  if (database.kind === "pglite") {
    await database.pglite!.exec("CREATE EXTENSION IF NOT EXISTS pg_trgm;");
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: opts.databaseUrl! });
  await client.connect();
  try {
    // Advisory lock: the first instance migrates, the others wait and find nothing to do.
    await client.query("select pg_advisory_lock(724204)");
    await client.query("CREATE EXTENSION IF NOT EXISTS pg_trgm");
    const db = drizzlePg({ client, schema, casing: "snake_case" });
    await migratePg(db, { migrationsFolder, migrationsSchema: "drizzle" });
    await client.query("select pg_advisory_unlock(724204)");
  } finally {
    await client.end();
  }
}

export { sql };
