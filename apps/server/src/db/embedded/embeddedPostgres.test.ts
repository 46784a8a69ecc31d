import { spawn } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freeTestPort, runScript, spawnServer, stopServer, waitHealthy } from "../../test/serverProcess";
import { lockFile, processAlive, StartupError } from "./dataDirLock";
import { pgDir, startEmbeddedPostgres } from "./embeddedPostgres";

const dirs: string[] = [];
function tmpDataDir() {
  const d = mkdtempSync(path.join(os.tmpdir(), "eln-embedded-"));
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true, maxRetries: 5 });
});

const json = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
async function signUp(url: string, email: string) {
  const password = "Kept-pass1";
  const res = await fetch(`${url}/api/account/signup`, json({ email, fullName: "Kept", discipline: "other", password, confirmPassword: password, terms: true }));
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}
const postmasterPid = (dataDir: string) => Number(readFileSync(path.join(pgDir(dataDir), "postmaster.pid"), "utf8").split("\n")[0]);

describe("the embedded PostgreSQL started by the server process", () => {
  it("refuses a second server on the same DATA_DIR at once, lets npm run admin connect to it, and Ctrl-C leaves no process", { timeout: 240_000 }, async () => {
    const dataDir = tmpDataDir();
    const first = spawnServer(dataDir, await freeTestPort());
    try {
      await waitHealthy(first);
      const pgPid = postmasterPid(dataDir);
      const lockBefore = readFileSync(lockFile(dataDir), "utf8");

      const second = spawnServer(dataDir, await freeTestPort());
      expect(await second.exited).toBe(1);
      expect(second.output().trim()).toBe(`data directory ${dataDir} is in use by process ${first.proc.pid} (stop it first)`);
      expect(readFileSync(lockFile(dataDir), "utf8")).toBe(lockBefore);
      expect((await fetch(`${first.url}/api/health`)).ok).toBe(true);

      // `npm run admin` beside the running server connects to its PostgreSQL instead of refusing.
      await signUp(first.url, "admin-target@example.com");
      const admin = await runScript(["apps/server/scripts/admin.ts", "disable", "admin-target@example.com"], { DATA_DIR: dataDir });
      expect(admin.code, admin.out).toBe(0);
      expect(admin.out).toContain("Disabled admin-target@example.com");
      const refused = await fetch(`${first.url}/api/account/login`, json({ email: "admin-target@example.com", password: "Kept-pass1" }));
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("user_disabled");

      first.proc.kill("SIGINT");
      expect(await first.exited).toBe(0);
      expect(processAlive(pgPid)).toBe(false);
      expect(existsSync(lockFile(dataDir))).toBe(false);
    } finally {
      await stopServer(first);
    }
  });

  it("after kill -9 of node, the next start stops the orphaned postgres and every acknowledged write is there", { timeout: 300_000 }, async () => {
    const dataDir = tmpDataDir();
    const port = await freeTestPort();
    const first = spawnServer(dataDir, port);
    await waitHealthy(first);
    const token = await signUp(first.url, "acked@example.com");
    const spaces: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${first.url}/api/spaces`, { ...json({ name: `Space ${i}`, description: "" }), headers: { "content-type": "application/json", authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      spaces.push(((await res.json()) as { id: string }).id);
    }
    const orphan = postmasterPid(dataDir);
    first.proc.kill("SIGKILL");
    await first.exited;
    expect(processAlive(orphan)).toBe(true); // postgres outlived node, as after a real crash

    const second = spawnServer(dataDir, port);
    try {
      await waitHealthy(second);
      expect(processAlive(orphan)).toBe(false);
      expect(second.output()).toContain(`took over the data directory lock of process ${first.proc.pid}`);
      const login = await fetch(`${second.url}/api/account/login`, json({ email: "acked@example.com", password: "Kept-pass1" }));
      expect(login.status).toBe(200);
      const { token: t2 } = (await login.json()) as { token: string };
      const list = await fetch(`${second.url}/api/spaces`, { headers: { authorization: `Bearer ${t2}` } });
      const body = JSON.stringify(await list.json());
      for (const id of spaces) expect(body).toContain(id);
    } finally {
      await stopServer(second);
    }
  });
});

describe("start-up faults: one clear line, exit code 1, nothing touched", () => {
  it("DATA_DIR not writable", { timeout: 120_000 }, async () => {
    const parent = tmpDataDir();
    writeFileSync(path.join(parent, "a-file"), "");
    const dataDir = path.join(parent, "a-file", "data"); // not creatable, even for root
    const s = spawnServer(dataDir, await freeTestPort());
    expect(await s.exited).toBe(1);
    expect(s.output().trim()).toBe(`data directory ${dataDir} is not writable (ENOTDIR)`);
  });

  it("port taken", { timeout: 120_000 }, async () => {
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) => blocker.listen(0, () => resolve((blocker.address() as net.AddressInfo).port)));
    try {
      const dataDir = path.join(tmpDataDir(), "data");
      const s = spawnServer(dataDir, port);
      expect(await s.exited).toBe(1);
      expect(s.output().trim()).toBe(`port ${port} is already in use (set PORT to another)`);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      blocker.close();
    }
  });

  it("a stale lock after a crash is recovered, not refused", { timeout: 120_000 }, async () => {
    const dataDir = tmpDataDir();
    const dead = spawn(process.execPath, ["-e", ""]);
    await new Promise((r) => dead.once("exit", r));
    writeFileSync(lockFile(dataDir), JSON.stringify({ pid: dead.pid, pgPort: 1 }));
    const embedded = await startEmbeddedPostgres({ dataDir, fast: true });
    try {
      expect(embedded.recoveredFrom).toBe(dead.pid);
      const c = new pg.Client({ connectionString: embedded.url });
      await c.connect();
      expect((await c.query("select 1 as one")).rows[0].one).toBe(1);
      await c.end();
      expect(JSON.parse(readFileSync(lockFile(dataDir), "utf8")).pid).toBe(process.pid);
    } finally {
      await embedded.stop();
    }
    expect(existsSync(lockFile(dataDir))).toBe(false);
  });

  it("postgres fails to start: the last lines of its log are shown", { timeout: 120_000 }, async () => {
    const dataDir = tmpDataDir();
    await (await startEmbeddedPostgres({ dataDir, fast: true })).stop();
    appendFileSync(path.join(pgDir(dataDir), "postgresql.conf"), "\nbogus_setting_for_test = 1\n");
    const before = readdirSync(pgDir(dataDir)).sort();
    const err = await startEmbeddedPostgres({ dataDir, fast: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StartupError);
    expect((err as Error).message).toMatch(/^PostgreSQL did not start \(exit code 1\); last lines of .*pg\.log:\n/);
    expect((err as Error).message).toContain("bogus_setting_for_test");
    expect(readdirSync(pgDir(dataDir)).sort()).toEqual(before);
    expect(existsSync(lockFile(dataDir))).toBe(false);

    // The server process prints the same, exit code 1.
    const s = spawnServer(dataDir, await freeTestPort());
    expect(await s.exited).toBe(1);
    expect(s.output()).toContain("PostgreSQL did not start");
    expect(s.output()).toContain("bogus_setting_for_test");
  });
});
