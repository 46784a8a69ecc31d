import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

function tar(args: string[]) {
  const r = spawnSync("tar", args, { stdio: ["ignore", "ignore", "pipe"] });
  if (r.status !== 0) throw new Error(`tar ${args.join(" ")}: ${r.stderr?.toString()}`);
}

/**
 * One archive with a consistent snapshot of the embedded database (PGlite's own
 * dump, taken while no other statement runs) and the stored files.
 */
export async function writeBackup(pglite: PGlite, dataDir: string, outFile: string) {
  const stage = mkdtempSync(path.join(os.tmpdir(), "eln-backup-"));
  try {
    const dump = await pglite.dumpDataDir("gzip");
    writeFileSync(path.join(stage, "db.tar.gz"), Buffer.from(await dump.arrayBuffer()));
    for (const item of ["files", "secret"]) {
      const src = path.join(dataDir, item);
      if (existsSync(src)) cpSync(src, path.join(stage, item), { recursive: true });
    }
    writeFileSync(path.join(stage, "manifest.json"), JSON.stringify({ format: "eln-backup-1", createdAt: new Date().toISOString() }, null, 2));
    mkdirSync(path.dirname(outFile), { recursive: true });
    tar(["-czf", outFile, "-C", stage, "."]);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

/** Restores an archive into an empty data folder (a fresh machine, or after moving the old one aside). */
export async function restoreBackup(archive: string, dataDir: string) {
  if (existsSync(dataDir) && readdirSync(dataDir).some((f) => f !== "backups")) {
    throw new Error(`${dataDir} is not empty: move it aside first`);
  }
  const stage = mkdtempSync(path.join(os.tmpdir(), "eln-restore-"));
  try {
    tar(["-xzf", archive, "-C", stage]);
    const manifest = JSON.parse(readFileSync(path.join(stage, "manifest.json"), "utf8"));
    if (manifest.format !== "eln-backup-1") throw new Error("not an ELN backup");
    mkdirSync(dataDir, { recursive: true });
    const pg = await PGlite.create({
      dataDir: path.join(dataDir, "db"),
      extensions: { pg_trgm },
      loadDataDir: new Blob([readFileSync(path.join(stage, "db.tar.gz"))]),
    });
    await pg.query("select 1");
    await pg.close();
    for (const item of ["files", "secret"]) {
      const src = path.join(stage, item);
      if (existsSync(src)) cpSync(src, path.join(dataDir, item), { recursive: true });
    }
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
