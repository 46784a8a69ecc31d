import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded/embeddedPostgres";

/*
 * No schema is given to drizzle: the app writes its queries with the query builder (no relational
 * `db.query`), and each feature owns its tables in its own schema.ts (drizzle-kit finds them).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>, any>;
/** A transaction handle; commands take `DbOrTx` so they run inside or outside one. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /** "embedded": the PostgreSQL this process started in DATA_DIR/pg; "postgres": DATABASE_URL. */
  kind: "embedded" | "postgres";
  /** Connection string in use (the embedded one is generated at start). */
  url: string;
  pool: pg.Pool;
  /** Ends connections, and stops the embedded server when this process started it. */
  close(): Promise<void>;
  /** Cheap liveness probe used by /api/health. */
  ping(): Promise<void>;
  embedded?: EmbeddedPostgres;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

export interface OpenDatabaseOptions {
  databaseUrl?: string | null;
  /** DATA_DIR: without databaseUrl, the embedded PostgreSQL runs in DATA_DIR/pg. */
  dataDir?: string;
  poolSize?: number;
  log?: (msg: string) => void;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = opts.databaseUrl ?? "";
  if (!url) {
    if (!opts.dataDir) throw new Error("openDatabase: a databaseUrl or a dataDir is needed");
    embedded = await startEmbeddedPostgres({ dataDir: opts.dataDir, log: opts.log });
    url = embedded.url;
  }
  const pool = new pg.Pool({
    connectionString: url,
    // The embedded server shares the machine with node: a few connections keep both cores busy.
    max: opts.poolSize ?? (embedded ? 10 : 20),
    connectionTimeoutMillis: 5_000,
  });
  // A lost connection must not crash the process: requests get 503s instead.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: embedded ? "embedded" : "postgres",
    url,
    pool,
    embedded,
    close: async () => {
      await pool.end();
      await embedded?.stop();
    },
    ping: async () => {
      await pool.query("select 1");
    },
  };
}

/** Applies pending migrations once, even when several instances start together. */
export async function migrateDatabase(database: Pick<Database, "url">, _legacy?: { databaseUrl?: string | null }, folder = migrationsFolder) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    // Advisory lock: the first instance migrates, the others wait and find nothing to do.
    await client.query("select pg_advisory_lock(724204)");
    await client.query("CREATE EXTENSION IF NOT EXISTS pg_trgm");
    const db = drizzlePg({ client, casing: "snake_case" });
    await migratePg(db, { migrationsFolder: folder, migrationsSchema: "drizzle" });
    await client.query("select pg_advisory_unlock(724204)");
  } finally {
    await client.end();
  }
}

export { sql };
