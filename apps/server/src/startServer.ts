import path from "node:path";
import { Redis } from "ioredis";
import type { FastifyInstance } from "fastify";
import { loadConfig, type Config } from "./config/config";
import { migrateDatabase, openDatabase } from "./db/client";
import { createMailer } from "./mail/mailer";
import { createAuth } from "./accounts/createAuth";
import { buildApp, type BuildAppOptions } from "./app";
import type { AppContext } from "./http/context";
import { attachRealtime } from "./realtime";
import { seedReferenceData } from "./db/referenceData";

export interface RunningServer {
  app: FastifyInstance;
  ctx: AppContext;
  url: string;
  close(): Promise<void>;
}

/** Opens every part the config names, migrates, and returns the app (listening when `listen`). */
export async function createContext(
  config: Config,
  opts: { loadDataDir?: Blob; skipReferenceData?: boolean } = {},
): Promise<AppContext> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, "db"),
    loadDataDir: opts.loadDataDir,
  });
  await migrateDatabase(database, { databaseUrl: config.databaseUrl });
  if (!opts.skipReferenceData) await seedReferenceData(database.db);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, "outbox"), from: config.mailFrom });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : null;
  redis?.on("error", () => {});
  const db = database.db;
  const ctx: AppContext = { config, database, db, mailer, redis, auth: createAuth({ db, config, mailer }), onClose: [] };
  return ctx;
}

export async function startServer(
  configOverrides: Partial<Config> = {},
  opts: BuildAppOptions & { listen?: boolean; loadDataDir?: Blob; beforeListen?: (ctx: AppContext) => Promise<void> } = {},
): Promise<RunningServer> {
  const config = loadConfig(process.env, configOverrides);
  const ctx = await createContext(config, opts);
  const app = await buildApp(ctx, opts);
  await attachRealtime(app);
  if (opts.beforeListen) await opts.beforeListen(ctx);
  let url = "";
  if (opts.listen !== false) {
    url = await app.listen({ port: config.port, host: config.host });
  }
  let closed = false;
  return {
    app,
    ctx,
    url: url.replace("0.0.0.0", "localhost").replace("[::]", "localhost"),
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      for (const fn of ctx.onClose) await fn();
      ctx.redis?.disconnect();
      await ctx.database.close();
    },
  };
}
