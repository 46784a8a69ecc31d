import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import * as Y from "yjs";
import { HocuspocusProvider } from "@hocuspocus/provider";
import { noteDocumentName } from "@eln/shared/notes";
import {
  api,
  createFreshDatabase,
  freePort,
  signUpUser,
  startInstance,
  startProxy,
  startS3,
  startTcpRelay,
  testPassword,
  tusMetadata,
  type Instance,
} from "../test/cluster";

// Several instances on PostgreSQL + Redis + S3 (s3rver), behind a round-robin proxy, with faults.
// Needs DATABASE_URL and REDIS_URL (CI sets both).
const enabled = !!process.env.DATABASE_URL && !!process.env.REDIS_URL;
if (!enabled)
  console.warn(
    "[multiInstance.test] skipped: set DATABASE_URL and REDIS_URL (PostgreSQL and Redis servers) to run the several-instances tests",
  );

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

async function waitFor(what: string, fn: () => boolean | Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await fn()) return;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A private redis-server, so stopping it never disturbs the shared one. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  await waitFor("redis-server", () => spawnSync("redis-cli", ["-p", String(port), "ping"]).stdout?.toString().includes("PONG"), 10_000);
  return child;
}

function connect(port: number, noteId: string, token: string) {
  const doc = new Y.Doc();
  const config = { url: `ws://127.0.0.1:${port}/collab`, name: noteDocumentName(noteId), token, document: doc, WebSocketPolyfill: WebSocket };
  const provider = new HocuspocusProvider(config as unknown as ConstructorParameters<typeof HocuspocusProvider>[0]);
  if (process.env.DEBUG_MI) provider.on("status", (e: unknown) => console.log(Date.now() % 100000, noteId.slice(0, 4), "status", e));
  if (process.env.DEBUG_MI) provider.on("close", (e: unknown) => console.log(Date.now() % 100000, "close", JSON.stringify(e).slice(0, 200)));
  const synced = new Promise<void>((resolve, reject) => {
    provider.on("synced", () => resolve());
    provider.on("authenticationFailed", ({ reason }: { reason: string }) => reject(new Error(reason)));
  });
  return { doc, provider, synced };
}

function write(doc: Y.Doc, text: string) {
  doc.transact(() => {
    const p = new Y.XmlElement("paragraph");
    p.insert(0, [new Y.XmlText(text)]);
    const f = doc.getXmlFragment("results");
    f.insert(f.length, [p]);
  });
}
const textOf = (doc: Y.Doc) => doc.getXmlFragment("results").toString();

async function acknowledged(provider: HocuspocusProvider, ms = 15_000) {
  await waitFor("acknowledgement", () => provider.unsyncedChanges === 0, ms);
}

async function tus(base: string, method: string, url: string, token: string, headers: Record<string, string>, body?: Uint8Array) {
  return fetch(`${base}${url}`, { method, headers: { authorization: `Bearer ${token}`, "tus-resumable": "1.0.0", ...headers }, body: body as Uint8Array<ArrayBuffer> | undefined });
}

async function download(base: string, token: string, attachmentId: string) {
  const { url } = await api<{ url: string }>(base, "GET", `/api/attachments/${attachmentId}/download-url`, token);
  const res = await fetch(`${base}${url}`);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

describe.skipIf(!enabled)("several instances on PostgreSQL, Redis and S3", () => {
  let database: Awaited<ReturnType<typeof createFreshDatabase>>;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let redisPort: number;
  let redis: ChildProcess;
  let env: Record<string, string>;
  let A: Instance;
  let B: Instance;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  const extra: Instance[] = [];
  let token = "";
  let noteId = "";
  let finishedUpload: { id: string; hash: string } | null = null;
  const providers: HocuspocusProvider[] = [];

  beforeAll(async () => {
    database = await createFreshDatabase(process.env.DATABASE_URL!);
    s3 = await startS3();
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      ...s3.env,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      SIGNIN_RATE_MAX: "5",
      COLLAB_STORE_DEBOUNCE_MS: "300",
      VERSION_QUIET_MS: "600000",
      // As in production: the busiest reads are answered from memory for up to 1 s.
      READ_CACHE_MS: "1000",
    };
    // Both start at once: migrations and reference data must cope (advisory lock).
    [A, B] = await Promise.all([startInstance(env), startInstance(env)]);
    proxy = await startProxy([A.port, B.port]);
  }, 120_000);

  afterAll(async () => {
    for (const p of providers) p.destroy();
    await proxy?.close();
    await Promise.all([A?.kill(), B?.kill(), ...extra.map((i) => i.kill())]);
    redis?.kill("SIGKILL");
    await s3?.close();
    await database?.drop();
  }, 60_000);

  const at = (i: Instance) => `http://127.0.0.1:${i.port}`;

  it("a session made on one instance is valid on the other; sign-in limits are shared", async () => {
    const email = `mi-${randomBytes(3).toString("hex")}@example.com`;
    await signUpUser(at(A), email);
    const login = await api<{ token: string }>(at(A), "POST", "/api/account/login", null, { email, password: testPassword });
    token = login.token;
    const me = await api<{ user: { email: string } }>(at(B), "GET", "/api/account/me", token);
    expect(me.user.email).toBe(email);
    // Sign out on B: the session is gone on A too.
    const other = await api<{ token: string }>(at(B), "POST", "/api/account/login", null, { email, password: testPassword });
    await api(at(B), "POST", "/api/account/logout", other.token);
    await expect(api(at(A), "GET", "/api/account/me", other.token)).rejects.toMatchObject({ status: 401 });

    // Five wrong passwords spread over both instances: the sixth attempt is refused on either.
    const victim = `limit-${randomBytes(3).toString("hex")}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${at(i % 2 ? B : A)}/api/account/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: victim, password: "wrong-Passw0rd" }) });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401 || s === 400)).toBe(true);
    expect(statuses[5]).toBe(429);

    const space = await api(proxy.url, "POST", "/api/spaces", token, { name: "Cluster space", description: "" });
    const project = await api(proxy.url, "POST", "/api/projects", token, { name: "Cluster project", description: "", space_id: space.id });
    noteId = (await api(proxy.url, "POST", `/api/projects/${project.id}/notes`, token, { title: "Cluster note" })).id;
  });

  it("a write on one instance is read at once on the other (their read caches are cleared through Redis)", async () => {
    const space = await api<{ id: string }>(proxy.url, "POST", "/api/spaces", token, { name: "Cache space", description: "" });
    const titles = async (i: Instance) => (await api<{ projects: { name: string }[] }>(at(i), "GET", `/api/spaces/${space.id}`, token)).projects.map((p) => p.name);
    expect(await titles(A)).toEqual([]);
    expect(await titles(A)).toEqual([]); // now answered from A's memory
    await api(at(B), "POST", "/api/projects", token, { name: "Made on B", description: "", space_id: space.id });
    expect(await titles(A)).toEqual(["Made on B"]);
  });

  it("two editors on different instances see each other's edits live", async () => {
    const a = connect(A.port, noteId, token);
    const b = connect(B.port, noteId, token);
    providers.push(a.provider, b.provider);
    await Promise.all([a.synced, b.synced]);
    write(a.doc, "from A: 収率 82%");
    await waitFor("A's edit on B", () => textOf(b.doc).includes("from A: 収率 82%"));
    write(b.doc, "from B: mp 134 °C");
    await waitFor("B's edit on A", () => textOf(a.doc).includes("from B: mp 134 °C"));
    await Promise.all([acknowledged(a.provider), acknowledged(b.provider)]);
    a.provider.destroy();
    b.provider.destroy();
    // Stored once, whole, whichever instance compacted it.
    await waitFor("stored note", async () => {
      const n = await api(proxy.url, "GET", `/api/notes/${noteId}?include=content`, token);
      const s = JSON.stringify(n.content);
      return s.includes("from A: 収率 82%") && s.includes("from B: mp 134 °C");
    });
  });

  it("an upload started on A continues on B and downloads intact", async () => {
    const file = randomBytes(700_000);
    const created = await tus(at(A), "POST", "/api/uploads", token, {
      "upload-length": String(file.length),
      "upload-metadata": tusMetadata({ noteId, filename: "spectrum.csv", filetype: "text/csv" }),
    });
    expect(created.status).toBe(201);
    const location = created.headers.get("location")!;
    const first = await tus(at(A), "PATCH", location, token, { "upload-offset": "0", "content-type": "application/offset+octet-stream" }, file.subarray(0, 256 * 1024));
    expect(first.status).toBe(204);
    // B knows where A stopped: the state is in the bucket, not on A's disk.
    const head = await tus(at(B), "HEAD", location, token, {});
    expect(head.status).toBe(200);
    let offset = Number(head.headers.get("upload-offset"));
    expect(offset).toBe(256 * 1024);
    let attachmentId = "";
    while (offset < file.length) {
      const chunk = file.subarray(offset, offset + 256 * 1024);
      const res = await tus(at(B), "PATCH", location, token, { "upload-offset": String(offset), "content-type": "application/offset+octet-stream" }, chunk);
      expect(res.status, await res.clone().text()).toBe(204);
      offset = Number(res.headers.get("upload-offset"));
      attachmentId = res.headers.get("attachment-id") ?? attachmentId;
    }
    expect(attachmentId).not.toBe("");
    expect(sha(await download(at(A), token, attachmentId))).toBe(sha(file));
    finishedUpload = { id: attachmentId, hash: sha(file) };
  });

  it("kill -9 of an instance loses no acknowledged edit and no finished upload; clients move to the other", async () => {
    // Both editors through the proxy: round robin puts them on different instances.
    const p1 = connect(proxy.port, noteId, token);
    await p1.synced;
    const p2 = connect(proxy.port, noteId, token);
    await p2.synced;
    providers.push(p1.provider, p2.provider);
    const written: string[] = [];
    for (let i = 0; i < 10; i++) {
      const [doc, prov] = i % 2 ? [p2.doc, p2.provider] : [p1.doc, p1.provider];
      write(doc, `edit ${i} before`);
      await acknowledged(prov);
      written.push(`edit ${i} before`);
    }
    // An upload in progress on A.
    const file = randomBytes(600_000);
    const created = await tus(at(A), "POST", "/api/uploads", token, {
      "upload-length": String(file.length),
      "upload-metadata": tusMetadata({ noteId, filename: "crash.bin" }),
    });
    const location = created.headers.get("location")!;
    await tus(at(A), "PATCH", location, token, { "upload-offset": "0", "content-type": "application/offset+octet-stream" }, file.subarray(0, 300_000));

    await A.kill();

    // Editing goes on: each provider reconnects through the proxy to B.
    for (let i = 0; i < 6; i++) {
      const [doc, prov] = i % 2 ? [p2.doc, p2.provider] : [p1.doc, p1.provider];
      write(doc, `edit ${i} after`);
      await acknowledged(prov, 30_000);
      written.push(`edit ${i} after`);
    }
    for (const d of [p1.doc, p2.doc]) await waitFor("every edit in both editors", () => written.every((w) => textOf(d).includes(w)));
    p1.provider.destroy();
    p2.provider.destroy();
    await waitFor(
      "every acknowledged edit stored",
      async () => {
        const s = JSON.stringify((await api(proxy.url, "GET", `/api/notes/${noteId}?include=content`, token)).content);
        return written.every((w) => s.includes(w));
      },
      20_000,
    );

    // The upload resumes through the proxy (B) from the offset the bucket knows.
    let offset = Number((await tus(proxy.url, "HEAD", location, token, {})).headers.get("upload-offset"));
    expect(offset).toBe(300_000);
    let attachmentId = "";
    while (offset < file.length) {
      const res = await tus(proxy.url, "PATCH", location, token, { "upload-offset": String(offset), "content-type": "application/offset+octet-stream" }, file.subarray(offset, offset + 256 * 1024));
      expect(res.status).toBe(204);
      offset = Number(res.headers.get("upload-offset"));
      attachmentId = res.headers.get("attachment-id") ?? attachmentId;
    }
    expect(sha(await download(proxy.url, token, attachmentId))).toBe(sha(file));
    // The upload finished before the crash is still whole.
    expect(sha(await download(proxy.url, token, finishedUpload!.id))).toBe(finishedUpload!.hash);

    A = await startInstance(env, { port: A.port });
  }, 90_000);

  it("Redis stopping briefly: instances keep serving, then fan-out resumes", async () => {
    redis.kill("SIGKILL");
    await new Promise((r) => redis.once("exit", r));
    await sleep(300);
    // Still serving: sign-in (limits fail open), reads, writes and durable edits.
    const email = `noredis-${randomBytes(3).toString("hex")}@example.com`;
    await signUpUser(proxy.url, email);
    await api(at(A), "POST", "/api/account/login", null, { email, password: testPassword });
    await api(at(B), "GET", `/api/notes/${noteId}`, token);
    const health = await (await fetch(`${at(A)}/api/health`)).json();
    expect(health).toMatchObject({ status: "ok", db: "up", redis: "down" });
    const a = connect(A.port, noteId, token);
    providers.push(a.provider);
    await a.synced;
    write(a.doc, "written while Redis was down");
    await acknowledged(a.provider);

    redis = await startRedis(redisPort);
    await waitFor("both instances see Redis again", async () => {
      const h = await Promise.all([A, B].map(async (i) => ((await (await fetch(`${at(i)}/api/health`)).json()) as { redis: string }).redis));
      return h.every((x) => x === "up");
    });
    const b = connect(B.port, noteId, token);
    providers.push(b.provider);
    await b.synced;
    expect(textOf(b.doc)).toContain("written while Redis was down");
    write(a.doc, "after Redis came back");
    await waitFor("live again across instances", () => textOf(b.doc).includes("after Redis came back"), 20_000);
    a.provider.destroy();
    b.provider.destroy();
    expect(A.child.exitCode).toBeNull();
    expect(B.child.exitCode).toBeNull();
  }, 60_000);

  it("the database refusing connections gives clean 503s, then 200 again", async () => {
    const relay = await startTcpRelay(Number(new URL(process.env.DATABASE_URL!).port || 5432), new URL(process.env.DATABASE_URL!).hostname);
    const viaRelay = new URL(database.url);
    viaRelay.hostname = "127.0.0.1";
    viaRelay.port = String(relay.port);
    const C = await startInstance({ ...env, DATABASE_URL: viaRelay.toString() });
    extra.push(C);
    try {
      expect((await fetch(`${at(C)}/api/health`)).status).toBe(200);
      await relay.cut();
      const health = await fetch(`${at(C)}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: "unavailable", db: "down" });
      const call = await fetch(`${at(C)}/api/account/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(call.status, C.stderr()).toBe(503);
      expect(await call.json()).toMatchObject({ error: { code: "service_unavailable" } });
      const list = await fetch(`${at(C)}/api/notes/${noteId}`, { headers: { authorization: `Bearer ${token}` } });
      expect(list.status).toBe(503);
      expect((await fetch(`${at(C)}/api/health/live`)).status).toBe(200);

      await relay.reopen();
      await waitFor("database back", async () => (await fetch(`${at(C)}/api/health`)).status === 200, 20_000);
      expect((await fetch(`${at(C)}/api/account/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      expect(C.child.exitCode).toBeNull();
    } finally {
      await relay.close();
    }
  }, 60_000);
});
