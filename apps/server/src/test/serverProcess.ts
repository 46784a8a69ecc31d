import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

export interface ServerProcess {
  proc: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start`'s server as a process of its own on the embedded PostgreSQL in `dataDir`. */
export function spawnServer(dataDir: string, port: number, env: Record<string, string> = {}): ServerProcess {
  const proc = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: "false", LOG_LEVEL: "warn", DATABASE_URL: "", REDIS_URL: "", SMTP_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  proc.stdout!.on("data", (d) => (out += d));
  proc.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
  return { proc, url: `http://127.0.0.1:${port}`, output: () => out, exited };
}

/** Runs a script of the repository (`apps/server/scripts/…`) to its end. */
export function runScript(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    const p = spawn(process.execPath, ["--import", "tsx", ...args], { cwd: repoRoot, env: { ...process.env, DATABASE_URL: "", REDIS_URL: "", ...env } });
    let out = "";
    p.stdout.on("data", (d) => (out += d));
    p.stderr.on("data", (d) => (out += d));
    p.on("exit", (code) => resolve({ code: code ?? 1, out }));
  });
}

export async function waitHealthy(server: ServerProcess, ms = 120_000) {
  const end = Date.now() + ms;
  let gone = false;
  void server.exited.then(() => (gone = true)); // only notes the exit: the loop below stops on it
  while (Date.now() < end && !gone) {
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server ${server.url} did not start:\n${server.output()}`);
}

export async function stopServer(server: ServerProcess) {
  if (server.proc.exitCode !== null || server.proc.signalCode !== null) return server.proc.exitCode;
  server.proc.kill("SIGTERM");
  return server.exited;
}

/** A free TCP port for a test server. */
export async function freeTestPort(): Promise<number> {
  const net = await import("node:net");
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
