import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const root = path.resolve(serverDir, "../..");

function run(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    const p = spawn(process.execPath, ["--import", "tsx", ...args], { cwd: root, env: { ...process.env, ...env } });
    let out = "";
    p.stdout.on("data", (d) => (out += d));
    p.stderr.on("data", (d) => (out += d));
    p.on("exit", (code) => resolve({ code: code ?? 1, out }));
  });
}

async function waitHealthy(url: string) {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

it("backs up a running embedded server and restores it on a fresh data folder", { timeout: 300_000 }, async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "eln-bk-"));
  const port = 3950 + Math.floor(Math.random() * 40);
  const env = { DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: "false", LOG_LEVEL: "warn", DATABASE_URL: "", REDIS_URL: "" };
  mkdirSync(path.join(dataDir, "files"), { recursive: true });
  writeFileSync(path.join(dataDir, "files", "spectrum.csv"), "t,a\n1,2\n");
  const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], { cwd: root, env: { ...process.env, ...env }, stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(url);
    const signup = await fetch(`${url}/api/account/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "kept@example.com", fullName: "Kept", discipline: "other", password: "Kept-pass1", confirmPassword: "Kept-pass1", terms: true }),
    });
    expect(signup.status).toBe(200);
    const archive = path.join(os.tmpdir(), `eln-bk-${port}.tar.gz`);
    const backup = await run(["apps/server/scripts/backup.ts", archive], env);
    expect(backup.code, backup.out).toBe(0);
    expect(existsSync(archive)).toBe(true);

    // Restore on a "fresh machine": a new, empty data folder, then start a server there.
    const fresh = path.join(mkdtempSync(path.join(os.tmpdir(), "eln-rs-")), "data");
    const restore = await run(["apps/server/scripts/restore.ts", archive], { DATA_DIR: fresh });
    expect(restore.code, restore.out).toBe(0);
    expect(readFileSync(path.join(fresh, "files", "spectrum.csv"), "utf8")).toBe("t,a\n1,2\n");
    const port2 = port + 1;
    const s2 = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], { cwd: root, env: { ...process.env, ...env, DATA_DIR: fresh, PORT: String(port2) }, stdio: "ignore" });
    try {
      await waitHealthy(`http://127.0.0.1:${port2}`);
      const login = await fetch(`http://127.0.0.1:${port2}/api/account/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "kept@example.com", password: "Kept-pass1" }),
      });
      expect(login.status).toBe(200);
    } finally {
      s2.kill("SIGTERM");
    }
  } finally {
    server.kill("SIGTERM");
  }
});
