import net from "node:net";
import { startupSettings } from "./config/config";
import { checkWritable, displayDir, readLock, StartupError } from "./db/embedded/dataDirLock";

/** Refuse before touching anything: the data folder's owner and the HTTP port. */
async function preflight() {
  const { port, host, dataDir, databaseUrl } = startupSettings(process.env);
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (err: NodeJS.ErrnoException) =>
      reject(err.code === "EADDRINUSE" ? new StartupError(`port ${port} is already in use (set PORT to another)`) : err),
    );
    probe.listen({ port, host: host ?? "0.0.0.0", exclusive: true }, () => probe.close(() => resolve()));
  });
  if (!databaseUrl) {
    const holder = readLock(dataDir);
    if (holder && holder.pid !== process.pid) throw new StartupError(`data directory ${displayDir(dataDir)} is in use by process ${holder.pid} (stop it first)`);
    checkWritable(dataDir);
  }
}

async function main() {
  await preflight();
  // The app is loaded only once the checks passed: a refused start (a second server on the folder,
  // a taken port) says so in a second instead of after compiling the whole server.
  const [{ startServer }, { seedDemo }] = await Promise.all([import("./startServer"), import("./seed/seedDemo")]);
  // The demo data is in place before the first request is served.
  let demoMessage = "";
  const server = await startServer(
    {},
    {
      log: (msg) => console.log(msg),
      beforeListen: async (c) => {
        if (!c.config.seedDemo) return;
        const demo = await seedDemo(c);
        if (demo.created) demoMessage = `Demo account created: ${demo.email} / ${demo.password}`;
      },
    },
  );
  const { ctx, app } = server;
  if (demoMessage) app.log.info(demoMessage);
  const db = ctx.database.embedded ? `embedded PostgreSQL on 127.0.0.1:${ctx.database.embedded.port}` : "PostgreSQL (DATABASE_URL)";
  app.log.info(`ELN ready at ${ctx.config.appUrl} (database: ${db}, mail: ${ctx.mailer.kind})`);

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: closing`);
    // Stop accepting, finish in-flight requests, flush documents, then stop the database.
    const timer = setTimeout(() => process.exit(1), 30_000);
    timer.unref();
    await server.close();
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

try {
  await main();
} catch (err) {
  if (err instanceof StartupError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
