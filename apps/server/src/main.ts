import { startServer } from "./startServer";
import { seedDemo } from "./seed/seedDemo";

const server = await startServer();
const { ctx, app } = server;
if (ctx.config.seedDemo) {
  const demo = await seedDemo(ctx);
  if (demo.created) app.log.info(`Demo account created: ${demo.email} / ${demo.password}`);
}
app.log.info(`ELN ready at ${ctx.config.appUrl} (database: ${ctx.database.kind}, mail: ${ctx.mailer.kind})`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: closing`);
  // Stop accepting, finish in-flight requests, flush documents and the database.
  const timer = setTimeout(() => process.exit(1), 15_000);
  timer.unref();
  await server.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
