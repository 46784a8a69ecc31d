import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

export const root = path.resolve(import.meta.dirname, "..");

export interface BenchServer {
  url: string;
  dataDir: string;
  proc: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the real server as its own process (as `npm start` does) on a throw-away database; a
 * data folder it made itself is removed once the server has stopped (a run leaves about a GB).
 */
export async function startBenchServer(opts: { port: number; dataDir?: string; env?: Record<string, string> }): Promise<BenchServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "eln-bench-"));
  const removeDataDir = () => {
    if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const proc = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(opts.port), DATA_DIR: dataDir, LOG_LEVEL: "warn", SEED_DEMO: "false", DATABASE_URL: "", REDIS_URL: "", SIGNIN_RATE_MAX: "100000", SIGNIN_CLIENT_RATE_MAX: "100000", SIGNUP_RATE_MAX: "100000", ...opts.env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  // A cold start on a busy machine can take minutes; a server that never answers is an error, not a figure.
  let up = false;
  for (let i = 0; i < 3000 && !up; i++) {
    try {
      up = (await fetch(`${url}/api/health`)).ok;
    } catch {
      /* not up yet */
    }
    if (!up) await new Promise((r) => setTimeout(r, 100));
  }
  if (!up) {
    proc.kill("SIGKILL");
    throw new Error(`server ${url} did not start`);
  }
  return {
    url,
    dataDir,
    proc,
    stop: () =>
      new Promise((resolve) => {
        proc.once("exit", () => {
          removeDataDir();
          resolve();
        });
        proc.kill("SIGTERM");
      }),
  };
}

export interface Figures {
  name: string;
  requestsPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** autocannon with a bounded duration; latencies in ms. */
export async function load(name: string, opts: autocannon.Options): Promise<Figures> {
  const r = await autocannon({ connections: 100, duration: 8, ...opts });
  const lat = r.latency as unknown as Record<string, number>;
  return {
    name,
    requestsPerSec: Math.round(r.requests.average),
    p50: lat.p50,
    p95: lat.p97_5 !== undefined && lat.p95 === undefined ? lat.p97_5 : (lat.p95 ?? lat.p97_5),
    p99: lat.p99,
    errors: r.errors + r.non2xx,
  };
}

export function printTable(title: string, rows: Figures[]) {
  console.log(`\n## ${title}`);
  console.log("| call | req/s | p50 ms | p95 ms | p99 ms | errors |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const r of rows) console.log(`| ${r.name} | ${r.requestsPerSec} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`);
}

/**
 * A list endpoint's latency for each query (issue #19's inventory filters, the materials search): two seconds
 * unmeasured first, so the figures are of a warm server (JIT, caches), as in use; then per query one sample
 * page, whose row count ("+" when there is a next page) goes into the row's name, and 5 s at 10 connections.
 * Prints the table and the worst p95 against the budget.
 */
export async function measureListQueries(opts: {
  /** The list's URL for a query string of a case (`q`). */
  url(q: string): string;
  headers: Record<string, string>;
  cases: { name: string; q: string }[];
  /** The case the warm-up loads. */
  warmUp: string;
  /** autocannon worker threads (use 1 when the server runs in this process) */
  workers?: number;
  title: string;
  /** What the last line calls the figures: "materials search". */
  label: string;
  budgetMs: number;
}): Promise<Figures[]> {
  const { headers } = opts;
  const workers = opts.workers ? { workers: opts.workers } : {};
  await load("warm-up", { url: opts.url(opts.warmUp), headers, connections: 10, duration: 2, ...workers });
  const rows: Figures[] = [];
  for (const c of opts.cases) {
    const url = opts.url(c.q);
    // Seeding can outlast the server's keep-alive: a reused idle socket may be reset, so try twice.
    const sample = await fetch(url, { headers }).catch(() => fetch(url, { headers }));
    if (!sample.ok) throw new Error(`${c.name} (${url}): ${sample.status} ${await sample.text()}`);
    const found = (await sample.json()) as { items: unknown[]; nextCursor: string | null };
    rows.push(await load(`${c.name} → ${found.items.length}${found.nextCursor ? "+" : ""}`, { url, headers, connections: 10, duration: 5, ...workers }));
  }
  const worst = Math.max(...rows.map((r) => r.p95));
  printTable(`${opts.title}, 10 connections, 5 s each (budget p95 < ${opts.budgetMs} ms)`, rows);
  console.log(`\n${opts.label}: worst p95 ${worst} ms (${worst < opts.budgetMs ? "within" : "OVER"} the ${opts.budgetMs} ms budget)`);
  return rows;
}

export async function signUp(url: string, email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`) {
  const password = "Bench-pass1";
  const res = await fetch(`${url}/api/account/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, fullName: "Bench User", discipline: "other", password, confirmPassword: password, terms: true }),
  });
  if (!res.ok) throw new Error(`signup ${res.status} ${await res.text()}`);
  return (await res.json()) as { token: string; user: { id: string } };
}

/** A JSON call as a signed-in user: POST when a body is given, GET otherwise. */
export async function apiJson<T>(url: string, token: string, body?: unknown, method = body === undefined ? "GET" : "POST"): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Percentile of a list of durations. */
export function percentile(values: number[], p: number) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}
