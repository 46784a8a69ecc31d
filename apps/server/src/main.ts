import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startServer } from "./startServer";
import { seedDemo } from "./seed/seedDemo";
import { writeBackup } from "./ops/backup";

// The demo data is in place before the first request is served.
let demoMessage = "";
const server = await startServer(
  {},
  {
    beforeListen: async (c) => {
      if (!c.config.seedDemo) return;
      const demo = await seedDemo(c);
      if (demo.created) demoMessage = `Demo account created: ${demo.email} / ${demo.password}`;
    },
  },
);
const { ctx, app } = server;
if (demoMessage) app.log.info(demoMessage);
app.log.info(`ELN ready at ${ctx.config.appUrl} (database: ${ctx.database.kind}, mail: ${ctx.mailer.kind})`);

// `npm run backup` asks a running embedded server for a snapshot: only this process may open PGlite.
const pidFile = path.join(ctx.config.dataDir, "server.pid");
if (ctx.database.pglite) {
  writeFileSync(pidFile, String(process.pid));
  process.on("SIGUSR2", () => {
    const request = path.join(ctx.config.dataDir, "backup-request");
    if (!existsSync(request)) return;
    const out = readFileSync(request, "utf8").trim();
    writeBackup(ctx.database.pglite!, ctx.config.dataDir, out)
      .then(() => app.log.info({ out }, "backup written"))
      .catch((err) => app.log.error({ err }, "backup failed"))
      .finally(() => rmSync(request, { force: true }));
  });
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: closing`);
  // Stop accepting, finish in-flight requests, flush documents and the database.
  const timer = setTimeout(() => process.exit(1), 15_000);
  timer.unref();
  await server.close();
  rmSync(pidFile, { force: true });
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
