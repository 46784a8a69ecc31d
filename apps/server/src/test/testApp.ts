import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { loadConfig, type Config } from "../config/config";
import { createContext } from "../startServer";
import { buildApp } from "../app";
import { attachRealtime } from "../realtime";
import type { AppContext } from "../http/context";
import { eq } from "drizzle-orm";
import { user } from "../accounts/schema";
import { createPostgresTestDatabase, dropPostgresTestDatabase } from "./postgresTemplate";

/**
 * The PostgreSQL server the tests run on: DATABASE_URL when set (CI), otherwise the one
 * embedded server that globalSetup started for this run. Each test app gets its own
 * database cloned from the migrated, seeded template.
 */
export function testServerUrl(): string {
  const url = process.env.DATABASE_URL || inject("testDatabaseUrl");
  if (!url) throw new Error("no test database: run the tests through vitest (globalSetup starts one)");
  return url;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
  /** inject with a bearer token. */
  request(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /**
   * Signs up a new user (unique e-mail) and returns their token and id. The address counts as
   * proven (as after the confirmation link) unless `verified: false`.
   */
  signUp(over?: { email?: string; fullName?: string; password?: string; verified?: boolean }): Promise<TestUser>;
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
  password: string;
}

let counter = 0;

/** `env`: variables for this app's config only (the process environment is left alone). */
export async function createTestApp(overrides: Partial<Config> = {}, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "eln-test-"));
  const base = testServerUrl();
  const pgName = `eln_t_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const databaseUrl = await createPostgresTestDatabase(base, pgName, inject("testTemplateDb"));
  const config = loadConfig(
    { ...process.env, ...env, NODE_ENV: "test", DATABASE_URL: databaseUrl, REDIS_URL: "", SMTP_URL: "" },
    {
      dataDir,
      authSecret: "test-secret-test-secret-test-secret-0123",
      seedDemo: false,
      logLevel: "error",
      // Every test signs up from the same loopback client: per-client limits out of the way
      // (tests of those limits pass their own).
      clientRateLimits: { signInMax: 100_000, signUpPerHour: 100_000, mailPerHour: 100_000 },
      // No built web app (an empty folder): the API's tests must not depend on whether, or while,
      // `npm run build` writes apps/web/dist (npm test builds beside them). Tests of it pass their own.
      webDist: path.join(dataDir, "web"),
      ...overrides,
    },
  );
  // The template already holds the migrations and the reference data.
  const ctx = await createContext(config, { skipReferenceData: true });
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
      await dropPostgresTestDatabase(base, pgName);
      // Mails queued in the background (bulk invitations) may still be landing in the outbox: retry
      // for a while, then leave the temporary folder to the system (its tests have all run; it
      // failed the suite once, after every test had passed).
      try {
        rmSync(dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "ENOTEMPTY") throw err;
      }
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
      if (over.verified !== false) await ctx.db.update(user).set({ emailVerified: true }).where(eq(user.id, body.user.id));
      return { id: body.user.id, email, token: body.token, password };
    },
  };
  return t;
}
