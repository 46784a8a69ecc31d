// npm run backup [-- out.tar.gz]: one consistent snapshot of the database and the files.
// While the server runs it connects to the server's PostgreSQL (no need to stop it);
// otherwise it starts the embedded PostgreSQL itself for the time of the backup.
import { statSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../src/config/config";
import { configForCommand } from "../src/db/embedded/connectDataDir";
import { StartupError } from "../src/db/embedded/dataDirLock";
import { startEmbeddedPostgres } from "../src/db/embedded/embeddedPostgres";
import { writeBackup } from "../src/ops/backup";

const config = configForCommand(loadConfig(process.env, { logLevel: "error" }));
const out = path.resolve(process.argv[2] ?? path.join(config.dataDir, "backups", `eln-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`));
try {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres({ dataDir: config.dataDir });
  try {
    const m = await writeBackup(config.databaseUrl ?? embedded!.url, config.dataDir, out);
    const rows = m.tables.reduce((n, t) => n + t.rows, 0);
    console.log(`backup written: ${out} (${m.tables.length} tables, ${rows} rows, ${(statSync(out).size / 1024 / 1024).toFixed(1)} MB)`);
  } finally {
    await embedded?.stop();
  }
} catch (err) {
  if (!(err instanceof StartupError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}
