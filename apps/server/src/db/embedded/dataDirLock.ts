import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from "node:fs";
import path from "node:path";

/** A start-up fault: main prints the message as one line and exits 1. */
export class StartupError extends Error {}

export interface LockInfo {
  pid: number;
  /** Port of the embedded PostgreSQL, once it listens (for `npm run admin` / `backup`). */
  pgPort?: number;
}

export const lockFile = (dataDir: string) => path.join(dataDir, "server.lock");

/** Shown relative to the working folder when inside it, as the user typed it. */
export function displayDir(dataDir: string) {
  const rel = path.relative(process.cwd(), dataDir);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? `./${rel}` : dataDir;
}

export function processAlive(pid: number, nameHint?: string) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
  // After a reboot the number may belong to another program: on Linux, check what it runs.
  if (nameHint && existsSync(`/proc/${pid}/cmdline`)) {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(nameHint);
    } catch {
      return true;
    }
  }
  return true;
}

/** Who holds the data folder now, or null (no lock, or the holder is gone). */
export function readLock(dataDir: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(lockFile(dataDir), "utf8")) as LockInfo;
    return processAlive(info.pid, "node") ? info : null;
  } catch {
    return null;
  }
}

export function checkWritable(dataDir: string) {
  try {
    mkdirSync(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    writeFileSync(probe, "");
    rmSync(probe);
  } catch (err) {
    throw new StartupError(`data directory ${displayDir(dataDir)} is not writable (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
}

/**
 * Takes the data folder for this process: a second server (or admin command) on the same
 * folder refuses at once; a lock left by a crashed process is taken over.
 * Returns whether a stale lock was recovered and a function to update / release it.
 */
export function acquireDataDirLock(dataDir: string) {
  checkWritable(dataDir);
  const file = lockFile(dataDir);
  let recoveredFrom: number | null = null;
  for (let attempt = 0; ; attempt++) {
    try {
      // "wx": atomic create, so two processes starting together cannot both win.
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid } satisfies LockInfo));
      closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 3) throw err;
      let holder: LockInfo | null = null;
      try {
        holder = JSON.parse(readFileSync(file, "utf8")) as LockInfo;
      } catch {
        /* half-written or unreadable: the writer died */
      }
      if (holder && holder.pid !== process.pid && processAlive(holder.pid, "node")) {
        throw new StartupError(`data directory ${displayDir(dataDir)} is in use by process ${holder.pid} (stop it first)`);
      }
      recoveredFrom = holder?.pid ?? null;
      rmSync(file, { force: true });
    }
  }
  let released = false;
  return {
    recoveredFrom,
    update(info: Omit<LockInfo, "pid">) {
      writeFileSync(file, JSON.stringify({ pid: process.pid, ...info } satisfies LockInfo), { mode: 0o600 });
    },
    release() {
      if (released) return;
      released = true;
      try {
        if ((JSON.parse(readFileSync(file, "utf8")) as LockInfo).pid === process.pid) rmSync(file, { force: true });
      } catch {
        /* already gone */
      }
    },
  };
}

export type DataDirLock = ReturnType<typeof acquireDataDirLock>;
