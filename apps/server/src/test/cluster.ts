/**
 * A small cluster for the multi-instance tests and the load bench: real server processes
 * (`node --import tsx apps/server/src/main.ts`) on one fresh PostgreSQL database, Redis and an
 * s3rver bucket, behind a round-robin proxy (HTTP and WebSocket upgrades) that skips dead
 * instances. Also a TCP relay to put between an instance and PostgreSQL and cut at will.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";
import pg from "pg";
// @ts-expect-error s3rver ships no types
import S3rver from "s3rver";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fresh database on the server DATABASE_URL points to; `drop()` removes it. */
export async function createFreshDatabase(baseUrl: string) {
  const name = `eln_cluster_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await c.end();
    },
  };
}

export async function startS3() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "eln-cluster-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: dir, configureBuckets: [{ name: "eln-cluster" }] });
  const { port } = (await server.run()) as { port: number };
  return {
    env: { S3_BUCKET: "eln-cluster", S3_REGION: "us-east-1", S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

export interface Instance {
  port: number;
  child: ChildProcess;
  stderr(): string;
  /** kill -9 */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** One server process; resolves when /api/health/live answers (and /api/health, unless `waitReady: false`). */
export async function startInstance(env: Record<string, string>, opts: { port?: number; waitReady?: boolean } = {}): Promise<Instance> {
  const port = opts.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "eln-instance-"));
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", SEED_DEMO: "false", SMTP_URL: "", ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let err = "";
  const keep = (d: Buffer) => (err = (err + d).slice(-20_000));
  child.stderr!.on("data", keep);
  child.stdout!.on("data", keep);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const waitExit = () => (exited() ? Promise.resolve() : new Promise<void>((r) => child.once("exit", () => r())));
  const inst: Instance = {
    port,
    child,
    stderr: () => err,
    async kill() {
      if (!exited()) child.kill("SIGKILL");
      await waitExit();
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
    async stop() {
      if (!exited()) child.kill("SIGTERM");
      await Promise.race([waitExit(), sleep(10_000)]);
      await inst.kill();
    },
  };
  const url = `http://127.0.0.1:${port}/api/health${opts.waitReady === false ? "/live" : ""}`;
  for (let i = 0; i < 600; i++) {
    if (exited()) throw new Error(`server exited: ${err}`);
    try {
      if ((await fetch(url)).ok) return inst;
    } catch {
      /* not yet */
    }
    await sleep(150);
  }
  await inst.kill();
  throw new Error(`server did not start: ${err}`);
}

/** Round robin over live backends; a backend refusing connections is skipped (request replayed). */
export async function startProxy(backends: number[]) {
  let next = 0;
  const sockets = new Set<net.Socket>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const pick = (skip: Set<number>) => {
    for (let i = 0; i < backends.length; i++) {
      const port = backends[next++ % backends.length];
      if (!skip.has(port)) return port;
    }
    return null;
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const tried = new Set<number>();
    const headers = { ...req.headers, "content-length": String(body.length) };
    delete headers["transfer-encoding"];
    const attempt = () => {
      const port = pick(tried);
      if (port === null) {
        res.writeHead(502, { "content-type": "application/json" }).end(JSON.stringify({ error: { code: "bad_gateway", message: "No instance answered." } }));
        return;
      }
      tried.add(port);
      let answered = false;
      const up = http.request(
        { host: "127.0.0.1", port, method: req.method, path: req.url, headers, agent },
        (upRes) => {
          answered = true;
          res.writeHead(upRes.statusCode ?? 502, upRes.headers);
          upRes.pipe(res);
          upRes.on("error", () => res.destroy());
        },
      );
      up.on("error", (e: NodeJS.ErrnoException) => {
        if (!answered && (e.code === "ECONNREFUSED" || e.code === "ECONNRESET")) return attempt();
        res.destroy();
      });
      up.end(body);
    };
    attempt();
  });
  server.keepAliveTimeout = 5_000;

  server.on("upgrade", (req, client: net.Socket, head: Buffer) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => client.destroy());
    const tried = new Set<number>();
    const attempt = () => {
      const port = pick(tried);
      if (port === null) return client.destroy();
      tried.add(port);
      const up = net.connect(port, "127.0.0.1");
      let connected = false;
      up.on("connect", () => {
        connected = true;
        const lines = [`${req.method} ${req.url} HTTP/1.1`];
        for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
        up.write(lines.join("\r\n") + "\r\n\r\n");
        if (head.length) up.write(head);
        up.pipe(client).pipe(up);
      });
      up.on("error", () => (connected ? client.destroy() : attempt()));
      up.on("close", () => connected && client.destroy());
      client.on("close", () => up.destroy());
    };
    attempt();
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const s of sockets) s.destroy();
      agent.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

/** A TCP relay (e.g. to PostgreSQL) that can refuse connections and cut the open ones. */
export async function startTcpRelay(targetPort: number, targetHost = "127.0.0.1") {
  const open = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((c) => {
        const up = net.connect(targetPort, targetHost);
        open.add(c);
        open.add(up);
        c.pipe(up).pipe(c);
        const end = () => {
          c.destroy();
          up.destroy();
          open.delete(c);
          open.delete(up);
        };
        c.on("error", end).on("close", end);
        up.on("error", end).on("close", end);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    /** Close the listener (new connections are refused) and cut every open connection. */
    async cut() {
      const s = server!;
      server = null;
      for (const c of open) c.destroy();
      open.clear();
      await new Promise((r) => s.close(r));
    },
    reopen: listen,
    async close() {
      if (server) await this.cut();
    },
  };
}

/** Minimal JSON client for the API. */
export async function api<T = any>(base: string, method: string, url: string, token: string | null, body?: unknown): Promise<T> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw Object.assign(new Error(`${method} ${url}: ${res.status} ${text}`), { status: res.status, body: text });
  return (text ? JSON.parse(text) : null) as T;
}

export const testPassword = "Passw0rd!x";

export async function signUpUser(base: string, email: string) {
  const r = await api<{ token: string; user: { id: string } }>(base, "POST", "/api/account/signup", null, {
    email,
    fullName: "Cluster Tester",
    discipline: "basicChemistry",
    password: testPassword,
    confirmPassword: testPassword,
    terms: true,
  });
  return r;
}

/** tus metadata header: `key base64,key base64`. */
export function tusMetadata(m: Record<string, string>) {
  return Object.entries(m)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString("base64")}`)
    .join(",");
}
