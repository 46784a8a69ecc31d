// npm run backup [-- out.tar.gz]: a consistent snapshot of the embedded database and files.
// With the server running it asks the server (SIGUSR2) to write it, since only one
// process may open the PGlite folder; otherwise it opens the folder itself.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { writeBackup } from "../src/ops/backup";

const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
const out = path.resolve(process.argv[2] ?? path.join(dataDir, "backups", `eln-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`));
const pidFile = path.join(dataDir, "server.pid");

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

if (existsSync(pidFile) && alive(Number(readFileSync(pidFile, "utf8")))) {
  const pid = Number(readFileSync(pidFile, "utf8"));
  const request = path.join(dataDir, "backup-request");
  const { writeFileSync, rmSync } = await import("node:fs");
  writeFileSync(request, out);
  process.kill(pid, "SIGUSR2");
  for (let i = 0; i < 600 && existsSync(request); i++) await new Promise((r) => setTimeout(r, 200));
  if (existsSync(request)) {
    rmSync(request, { force: true });
    throw new Error("the running server did not answer the backup request");
  }
} else {
  const pg = await PGlite.create({ dataDir: path.join(dataDir, "db"), extensions: { pg_trgm } });
  await writeBackup(pg, dataDir, out);
  await pg.close();
}
console.log(`backup written: ${out} (${(statSync(out).size / 1024 / 1024).toFixed(1)} MB)`);
