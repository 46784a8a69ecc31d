import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { loadConfig, type Config } from "../config/config";
import { migrateDatabase, openDatabase } from "../db/client";
import { createContext } from "../startServer";
import { seedReferenceData } from "../db/referenceData";
import { buildApp } from "../app";
import { attachRealtime } from "../realtime";
import type { AppContext } from "../http/context";
import { createPostgresTestDatabase, dropPostgresTestDatabase } from "./postgresTemplate";

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/** A migrated PGlite, dumped once per migration set and reused by every test (~0.5 s to load). */
export async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash("sha1");
  for (const f of readdirSync(migrationsDir).sort()) if (f.endsWith(".sql")) hash.update(f + readFileSync(path.join(migrationsDir, f)));
  // The template also holds the shipped reference data: a change to it makes a new template.
  const src = path.resolve(migrationsDir, "../src");
  for (const f of ["shop/catalogData/premadeCatalogs.ts", "shop/seedPremadeCatalogs.ts", "materials/reagentData/systemMaterials.ts", "materials/seedSystemMaterials.ts"]) {
    hash.update(readFileSync(path.join(src, f)));
  }
  const file = path.join(os.tmpdir(), `eln-pglite-template-${hash.digest("hex").slice(0, 12)}.tar.gz`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({ dataDir: "memory://" });
  await migrateDatabase(database, {});
  await seedReferenceData(database.db);
  const dump = await (database.pglite as PGlite).dumpDataDir("gzip");
  await database.close();
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  try {
    // rename is atomic: parallel workers never read half a file.
    (await import("node:fs")).renameSync(tmp, file);
  } catch {
    /* another worker won */
  }
  return new Blob([readFileSync(file)]);
}

/** Use the PostgreSQL server instead of PGlite (`TEST_DATABASE=postgres` with DATABASE_URL). */
export const testOnPostgres = process.env.TEST_DATABASE === "postgres" && !!process.env.DATABASE_URL;

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
  /** inject with a bearer token. */
  request(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Signs up a new user (unique e-mail) and returns their token and id. */
  signUp(over?: { email?: string; fullName?: string; password?: string }): Promise<TestUser>;
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
  password: string;
}

let counter = 0;

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "eln-test-"));
  const pgName = testOnPostgres ? `eln_t_${randomUUID().replace(/-/g, "").slice(0, 16)}` : null;
  const databaseUrl = pgName ? await createPostgresTestDatabase(process.env.DATABASE_URL!, pgName) : "";
  const config = loadConfig(
    { ...process.env, NODE_ENV: "test", DATABASE_URL: databaseUrl, REDIS_URL: "", SMTP_URL: "" },
    { dataDir, authSecret: "test-secret-test-secret-test-secret-0123", seedDemo: false, logLevel: "error", ...overrides },
  );
  // Both templates already hold the migrations and the reference data.
  const ctx = await createContext(config, {
    loadDataDir: testOnPostgres ? undefined : await pgliteTemplate(),
    skipReferenceData: true,
  });
  const app = await buildApp(ctx, { logger: false });
  await attachRealtime(app);
  await app.ready();
  const t: TestApp = {
    app,
    ctx,
    config,
    dataDir,
    async close() {
      await app.close();
      for (const fn of ctx.onClose) await fn();
      ctx.redis?.disconnect();
      await ctx.database.close();
      if (pgName) await dropPostgresTestDatabase(process.env.DATABASE_URL!, pgName);
      rmSync(dataDir, { recursive: true, force: true });
    },
    request({ token, headers, ...opts }) {
      return app.inject({ ...opts, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    },
    async signUp(over = {}) {
      const email = over.email ?? `user${++counter}-${randomUUID().slice(0, 6)}@example.com`;
      const password = over.password ?? "Passw0rd!";
      const res = await app.inject({
        method: "POST",
        url: "/api/account/signup",
        payload: { email, fullName: over.fullName ?? "Test User", discipline: "basicChemistry", password, confirmPassword: password, terms: true },
      });
      if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
      const body = res.json() as { token: string; user: { id: string } };
      return { id: body.user.id, email, token: body.token, password };
    },
  };
  return t;
}
