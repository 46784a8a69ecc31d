import path from "node:path";
import { Redis } from "ioredis";
import type { FastifyInstance } from "fastify";
import { loadConfig, type Config } from "./config/config";
import { migrateDatabase, openDatabase } from "./db/client";
import { createMailer } from "./mail/mailer";
import { throttledMailer } from "./mail/mailQueue";
import { createAuth } from "./accounts/createAuth";
import { sessionResolver } from "./accounts/sessionResolver";
import { buildApp, type BuildAppOptions } from "./app";
import { ReadCache } from "./http/readCache";
import type { AppContext } from "./http/context";
import { attachRealtime } from "./realtime";
import { seedReferenceData } from "./referenceData";
import { StartupError } from "./db/embedded/dataDirLock";
import { upgradeFromPglite } from "./db/embedded/upgradeFromPglite";

export interface RunningServer {
  app: FastifyInstance;
  ctx: AppContext;
  url: string;
  close(): Promise<void>;
}

/** Opens every part the config names, migrates, and returns the app (listening when `listen`). */
export async function createContext(
  config: Config,
  opts: { skipReferenceData?: boolean; log?: (msg: string) => void } = {},
): Promise<AppContext> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: opts.log });
  try {
    if (database.embedded) await upgradeFromPglite(config.dataDir, database.url, opts.log ?? (() => {}));
    await migrateDatabase(database);
    if (!opts.skipReferenceData) await seedReferenceData(database.db);
  } catch (err) {
    await database.close();
    throw err;
  }
  const mailer = throttledMailer(createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, "outbox"), from: config.mailFrom }));
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : null;
  redis?.on("error", () => {});
  const db = database.db;
  const readCache = new ReadCache(config.readCacheMs, redis);
  const ctx: AppContext = {
    config,
    database,
    db,
    sessions: sessionResolver(db),
    mailer,
    redis,
    readCache,
    auth: createAuth({ db, config, mailer }),
    onClose: [],
  };
  return ctx;
}

export async function startServer(
  configOverrides: Partial<Config> = {},
  opts: BuildAppOptions & { listen?: boolean; log?: (msg: string) => void; beforeListen?: (ctx: AppContext) => Promise<void> } = {},
): Promise<RunningServer> {
  const config = loadConfig(process.env, configOverrides);
  const ctx = await createContext(config, opts);
  let app: FastifyInstance | undefined;
  let url = "";
  try {
    app = await buildApp(ctx, opts);
    await attachRealtime(app);
    if (opts.beforeListen) await opts.beforeListen(ctx);
    if (opts.listen !== false) {
      url = await app.listen({ port: config.port, host: config.host }).catch((err: NodeJS.ErrnoException) => {
        if (err.code === "EADDRINUSE") throw new StartupError(`port ${config.port} is already in use (set PORT to another)`);
        throw err;
      });
    }
  } catch (err) {
    // Leave nothing running: the embedded PostgreSQL stops with the database.
    await app?.close().catch(() => {});
    ctx.redis?.disconnect();
    await ctx.database.close();
    throw err;
  }
  const running = app;
  let closed = false;
  return {
    app: running,
    ctx,
    url: url.replace("0.0.0.0", "localhost").replace("[::]", "localhost"),
    async close() {
      if (closed) return;
      closed = true;
      await running.close();
      for (const fn of ctx.onClose) await fn();
      ctx.redis?.disconnect();
      await ctx.database.close();
    },
  };
}
