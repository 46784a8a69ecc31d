import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, chownSync, statSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { postgresBinaries } from "./binaries";
import { acquireDataDirLock, displayDir, processAlive, StartupError, type DataDirLock } from "./dataDirLock";

export const EMBEDDED_DB_NAME = "eln";
const USER = "postgres";

export interface EmbeddedPostgres {
  /** Connection string of the application database. */
  url: string;
  /** Connection string of the maintenance database `postgres` (to create databases). */
  adminUrl: string;
  port: number;
  pid: number;
  /** Stale lock taken over from this (crashed) process, if any. */
  recoveredFrom: number | null;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** Tests: no fsync (a crash may lose data, which tests do not care about). */
  fast?: boolean;
  log?: (msg: string) => void;
}

export const pgDir = (dataDir: string) => path.join(dataDir, "pg");
export const pgLogFile = (dataDir: string) => path.join(dataDir, "pg.log");
export const passwordFile = (dataDir: string) => path.join(dataDir, "pg-password");

export function embeddedUrl(port: number, password: string, db = EMBEDDED_DB_NAME) {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${db}`;
}

export function readPassword(dataDir: string) {
  return readFileSync(passwordFile(dataDir), "utf8").trim();
}

/** PostgreSQL refuses to run as root: run it as the `postgres` OS user, made if absent. */
function osUser(): { uid: number; gid: number } | null {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  const id = (flag: string) => Number(execFileSync("id", [flag, USER], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    try {
      execFileSync("groupadd", ["--system", USER], { stdio: "ignore" });
    } catch {
      /* the group may exist alone */
    }
    execFileSync("useradd", ["--system", "-g", USER, "--no-create-home", USER], { stdio: "ignore" });
    return { uid: id("-u"), gid: id("-g") };
  }
}

/** As root, postgres runs as another OS user: it must be able to pass through every parent folder. */
function reachableBy(dataDir: string, user: { uid: number; gid: number }) {
  // DATA_DIR itself is ours to open up (mkdtemp makes 0700 folders); its parents are not.
  if ((statSync(dataDir).mode & 0o001) === 0) chmodSync(dataDir, statSync(dataDir).mode | 0o001);
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    const st = statSync(dir);
    const ok = st.uid === user.uid ? st.mode & 0o100 : st.gid === user.gid ? st.mode & 0o010 : st.mode & 0o001;
    if (!ok) throw new StartupError(`PostgreSQL runs as the OS user "${USER}", which cannot enter ${dir}: choose a DATA_DIR elsewhere or allow it (chmod o+x ${dir})`);
    if (dir === path.dirname(dir)) break;
  }
}

function lastLines(file: string, n = 12) {
  if (!existsSync(file)) return "(no log)";
  return readFileSync(file, "utf8").trimEnd().split("\n").slice(-n).join("\n");
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A postgres left running by a node process killed with -9: stop it (fast shutdown keeps every commit). */
async function stopOrphan(dir: string, log: (m: string) => void) {
  const pidFile = path.join(dir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!processAlive(pid, "postgres")) return; // postgres itself clears a stale postmaster.pid
  log(`stopping PostgreSQL process ${pid} left running by a previous server`);
  process.kill(pid, "SIGINT");
  for (let i = 0; i < 300 && processAlive(pid); i++) await sleep(100);
  if (processAlive(pid)) {
    process.kill(pid, "SIGQUIT");
    for (let i = 0; i < 50 && processAlive(pid); i++) await sleep(100);
  }
  if (processAlive(pid)) throw new StartupError(`PostgreSQL process ${pid} (left by a previous server) does not stop: stop it first`);
}

function spawnLogged(cmd: string, args: string[], logFile: string, user: { uid: number; gid: number } | null, detached: boolean) {
  const fd = openSync(logFile, "a");
  try {
    return spawn(cmd, args, {
      stdio: ["ignore", fd, fd],
      detached,
      ...(user ?? {}),
      env: { ...process.env, LC_MESSAGES: "C", LC_ALL: "C" },
    });
  } finally {
    closeSync(fd);
  }
}

function exited(child: ChildProcess) {
  return new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });
}

async function initdb(dataDir: string, bins: { initdb: string }, password: string, user: { uid: number; gid: number } | null) {
  const target = pgDir(dataDir);
  // initdb in a side folder renamed at the end: an interrupted first start leaves no half cluster.
  const tmp = `${target}.init`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { mode: 0o700 });
  const pw = path.join(os.tmpdir(), `eln-pgpw-${randomBytes(6).toString("hex")}`);
  writeFileSync(pw, password + "\n", { mode: 0o600 });
  if (user) {
    chownSync(tmp, user.uid, user.gid);
    chownSync(pw, user.uid, user.gid);
  }
  try {
    const child = spawnLogged(
      bins.initdb,
      [
        `--pgdata=${tmp}`,
        `--username=${USER}`,
        `--pwfile=${pw}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        // Unicode character classes without depending on the OS's locales (pg_trgm on Japanese).
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
        "--locale=C",
      ],
      pgLogFile(dataDir),
      user,
      false,
    );
    const code = await exited(child);
    if (code !== 0) throw new StartupError(`PostgreSQL initdb failed (exit code ${code}); last lines of ${displayDir(pgLogFile(dataDir))}:\n${lastLines(pgLogFile(dataDir))}`);
  } finally {
    rmSync(pw, { force: true });
  }
  renameSync(tmp, target);
}

/**
 * Starts the PostgreSQL server that ships with `npm install` on DATA_DIR/pg, listening on
 * 127.0.0.1 on a free port, with a generated password kept in DATA_DIR/pg-password (0600).
 * Takes the data folder's lock first, so nothing is touched when another process holds it.
 */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = opts.log ?? (() => {});
  const dataDir = path.resolve(opts.dataDir);
  const lock: DataDirLock = acquireDataDirLock(dataDir);
  try {
    return await startLocked(dataDir, lock, opts, log);
  } catch (err) {
    lock.release();
    throw err;
  }
}

async function startLocked(dataDir: string, lock: DataDirLock, opts: EmbeddedOptions, log: (m: string) => void): Promise<EmbeddedPostgres> {
  if (lock.recoveredFrom) log(`took over the data directory lock of process ${lock.recoveredFrom}, which is gone`);
  const bins = await postgresBinaries();
  const user = osUser();
  const dir = pgDir(dataDir);
  if (user) reachableBy(dataDir, user);
  if (!existsSync(passwordFile(dataDir))) {
    if (existsSync(path.join(dir, "PG_VERSION"))) throw new StartupError(`${displayDir(passwordFile(dataDir))} is missing: the PostgreSQL in ${displayDir(dir)} cannot be opened`);
    writeFileSync(passwordFile(dataDir), randomBytes(24).toString("base64url"), { mode: 0o600 });
  }
  const password = readPassword(dataDir);
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    if (existsSync(dir) && readdirSync(dir).length > 0) throw new StartupError(`${displayDir(dir)} is not empty and holds no PostgreSQL database: move it aside`);
    rmSync(dir, { recursive: true, force: true });
    log(`creating the PostgreSQL database in ${displayDir(dir)}`);
    await initdb(dataDir, bins, password, user);
  }
  await stopOrphan(dir, log);

  const port = await freePort();
  const args = [
    "-D", dir,
    "-p", String(port),
    "-c", "listen_addresses=127.0.0.1",
    "-c", "unix_socket_directories=",
    "-c", "max_connections=100",
    "-c", "shared_buffers=64MB",
    // Small and local: no I/O worker processes (PostgreSQL 18's default starts three).
    "-c", "io_method=sync",
    "-c", "logging_collector=off",
    ...(opts.fast ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"] : []),
  ];
  // Its own process group: Ctrl-C reaches only node, which closes the app and then stops postgres.
  const child = spawnLogged(bins.postgres, args, pgLogFile(dataDir), user, true);
  child.unref();
  const exit = exited(child);
  const adminUrl = embeddedUrl(port, password, "postgres");
  let up = false;
  let childCode: number | null | undefined;
  void exit.then((c) => (childCode = c)); // only notes the exit code: the wait below stops on it
  for (let i = 0; i < 600 && !up && childCode === undefined; i++) {
    const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1000 });
    try {
      await c.connect();
      await c.query("select 1");
      up = true;
    } catch {
      await sleep(100);
    } finally {
      await c.end().catch(() => {});
    }
  }
  if (!up) {
    if (childCode === undefined) child.kill("SIGQUIT");
    throw new StartupError(`PostgreSQL did not start (exit code ${childCode ?? "none"}); last lines of ${displayDir(pgLogFile(dataDir))}:\n${lastLines(pgLogFile(dataDir))}`);
  }
  lock.update({ pgPort: port });

  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    const { rowCount } = await c.query("select 1 from pg_database where datname = $1", [EMBEDDED_DB_NAME]);
    if (!rowCount) await c.query(`CREATE DATABASE ${EMBEDDED_DB_NAME}`);
  } finally {
    await c.end();
  }
  log(`PostgreSQL ready on 127.0.0.1:${port} (pid ${child.pid})`);

  // If node exits without stop() (an uncaught error, process.exit), postgres still gets its signal.
  const onExit = () => {
    if (childCode === undefined) child.kill("SIGINT");
    lock.release();
  };
  process.on("exit", onExit);
  let stopping: Promise<void> | null = null;
  return {
    url: embeddedUrl(port, password),
    adminUrl,
    port,
    pid: child.pid!,
    recoveredFrom: lock.recoveredFrom,
    stop() {
      stopping ??= (async () => {
        if (childCode === undefined) {
          child.kill("SIGINT"); // fast shutdown: ends sessions, writes a checkpoint
          const timer = setTimeout(() => child.kill("SIGQUIT"), 30_000);
          await exit;
          clearTimeout(timer);
        }
        process.off("exit", onExit);
        lock.release();
      })();
      return stopping;
    },
  };
}
