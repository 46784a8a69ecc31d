import { createHash } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { runningServerUrl } from "../db/embedded/connectDataDir";
import { startEmbeddedPostgres } from "../db/embedded/embeddedPostgres";
import { freeTestPort, runScript, spawnServer, stopServer, waitHealthy } from "../test/serverProcess";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true, maxRetries: 5 });
});
const tmp = (prefix: string) => {
  const d = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(d, 0o755); // the postgres OS user (when tests run as root) passes through
  dirs.push(d);
  return d;
};

/** Row count and checksum of every application table, in a stable order. */
async function tableChecksums(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows: tables } = await c.query<{ t: string }>(
      `select format('%I.%I', schemaname, tablename) as t from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    );
    const out: Record<string, string> = {};
    for (const { t } of tables) {
      const r = await c.query(`select count(*)::int as n, md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as h from ${t} x`);
      out[t] = `${r.rows[0].n}:${r.rows[0].h}`;
    }
    return out;
  } finally {
    await c.end();
  }
}

function fileChecksums(dir: string, base = dir): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  for (const f of readdirSync(dir)) {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) Object.assign(out, fileChecksums(p, base));
    else out[path.relative(base, p)] = createHash("sha256").update(readFileSync(p)).digest("hex");
  }
  return out;
}

it("backs up a running server (one snapshot) and a restore into an empty DATA_DIR gives the same rows and files", { timeout: 300_000 }, async () => {
  const dataDir = tmp("eln-bk-");
  mkdirSync(path.join(dataDir, "files", "ab"), { recursive: true });
  writeFileSync(path.join(dataDir, "files", "ab", "spectrum.csv"), "t,a\n1,2\n");
  const server = spawnServer(dataDir, await freeTestPort());
  const archive = path.join(tmp("eln-bk-out-"), "backup.tar.gz");
  let before: Record<string, string>;
  try {
    await waitHealthy(server);
    const password = "Kept-pass1";
    const signup = await fetch(`${server.url}/api/account/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "kept@example.com", fullName: "Kept", discipline: "other", password, confirmPassword: password, terms: true }),
    });
    expect(signup.status).toBe(200);
    const { token } = (await signup.json()) as { token: string };
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${server.url}/api/spaces`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: `実験スペース ${i}`, description: "kept" }),
      });
      expect(res.status).toBe(200);
    }
    // The backup connects to the running server: it need not stop.
    before = await tableChecksums(runningServerUrl(dataDir)!);
    const backup = await runScript(["apps/server/scripts/backup.ts", archive], { DATA_DIR: dataDir });
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toMatch(/backup written: .* \(\d+ tables, \d+ rows/);
    expect((await fetch(`${server.url}/api/health`)).ok).toBe(true);
  } finally {
    await stopServer(server);
  }
  expect(Object.keys(before!).length).toBeGreaterThan(10);

  const fresh = path.join(tmp("eln-rs-"), "data");
  const restore = await runScript(["apps/server/scripts/restore.ts", archive], { DATA_DIR: fresh });
  expect(restore.code, restore.out).toBe(0);
  const embedded = await startEmbeddedPostgres({ dataDir: fresh });
  try {
    expect(await tableChecksums(embedded.url)).toEqual(before!);
  } finally {
    await embedded.stop();
  }
  expect(fileChecksums(path.join(fresh, "files"))).toEqual(fileChecksums(path.join(dataDir, "files")));
  expect(readFileSync(path.join(fresh, "secret"), "utf8")).toBe(readFileSync(path.join(dataDir, "secret"), "utf8"));

  // A restore refuses a folder that is not empty.
  const again = await runScript(["apps/server/scripts/restore.ts", archive], { DATA_DIR: fresh });
  expect(again.code).toBe(1);
  expect(again.out).toContain("is not empty");

  // And the restored folder serves the same account.
  const s2 = spawnServer(fresh, await freeTestPort());
  try {
    await waitHealthy(s2);
    const login = await fetch(`${s2.url}/api/account/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "kept@example.com", password: "Kept-pass1" }),
    });
    expect(login.status).toBe(200);
  } finally {
    await stopServer(s2);
  }
});
