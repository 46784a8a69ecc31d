import pg from "pg";
import { migrateDatabase, openDatabase } from "../db/client";
import { seedReferenceData } from "../referenceData";

// On PostgreSQL each test app gets its own database, copied from a migrated and
// seeded template (CREATE DATABASE … TEMPLATE copies files: much faster than migrating).
// One template per test run: runs of several people on one shared server (DATABASE_URL) never
// drop each other's template.
export const templateNameForRun = () => `eln_test_template_${process.pid}`;

export function databaseUrlFor(base: string, dbName: string) {
  const u = new URL(base);
  u.pathname = `/${dbName}`;
  return u.toString();
}

async function admin<T>(base: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export async function buildPostgresTemplate(base: string, template: string) {
  await admin(base, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${template}`);
  });
  const url = databaseUrlFor(base, template);
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  await database.close();
}

export async function createPostgresTestDatabase(base: string, name: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(base, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      return databaseUrlFor(base, name);
    } catch (err) {
      // Two copies at the same instant: "source database is being accessed by other users".
      if (attempt > 20 || !/being accessed/.test(String((err as Error).message))) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

export async function dropPostgresTestDatabase(base: string, name: string) {
  await admin(base, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(() => {});
}
