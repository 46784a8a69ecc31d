import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import * as Y from "yjs";
import { HocuspocusProvider } from "@hocuspocus/provider";
import { noteDocumentName } from "@eln/shared/notes";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "eln-crash-"));
let child: ChildProcess | null = null;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function startServer(port: number) {
  child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "warn", DATABASE_URL: "", REDIS_URL: "", SMTP_URL: "", NODE_ENV: "test", VERSION_QUIET_MS: "600000", COLLAB_STORE_DEBOUNCE_MS: "60000" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let err = "";
  child.stderr!.on("data", (d) => (err += d));
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`http://localhost:${port}/api/health`);
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    if (child.exitCode !== null) throw new Error(`server exited: ${err}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${err}`);
}

async function api(port: number, method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(`http://localhost:${port}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

function connect(port: number, noteId: string, token: string) {
  const doc = new Y.Doc();
  // From Node the provider needs `ws` as its WebSocket (passed through to its socket).
  const config = { url: `ws://localhost:${port}/collab`, name: noteDocumentName(noteId), token, document: doc, WebSocketPolyfill: WebSocket };
  const provider = new HocuspocusProvider(config as unknown as ConstructorParameters<typeof HocuspocusProvider>[0]);
  const synced = new Promise<void>((resolve, reject) => {
    provider.on("synced", () => resolve());
    provider.on("authenticationFailed", ({ reason }: { reason: string }) => reject(new Error(reason)));
  });
  return { doc, provider, synced };
}

async function acknowledged(provider: HocuspocusProvider) {
  for (let i = 0; i < 200 && provider.unsyncedChanges > 0; i++) await new Promise((r) => setTimeout(r, 10));
  expect(provider.unsyncedChanges).toBe(0);
}

afterAll(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
});

describe("collaboration durability", () => {
  it("keeps an acknowledged edit when the server is killed (-9) before it stores the document", async () => {
    const port = await freePort();
    await startServer(port);
    const password = "Passw0rd!";
    const signup = await api(port, "POST", "/api/account/signup", null, { email: "crash@example.com", fullName: "Crash Tester", discipline: "basicChemistry", password, confirmPassword: password, terms: true });
    const token = signup.token as string;
    const space = await api(port, "POST", "/api/spaces", token, { name: "Crash space", description: "" });
    const project = await api(port, "POST", "/api/projects", token, { name: "Crash project", description: "", space_id: space.id });
    const note = await api(port, "POST", `/api/projects/${project.id}/notes`, token, { title: "Crash note" });

    const a = connect(port, note.id, token);
    await a.synced;
    a.doc.transact(() => {
      const p = new Y.XmlElement("paragraph");
      p.insert(0, [new Y.XmlText("Yield 82% after recrystallisation — 収率82%")]);
      a.doc.getXmlFragment("results").insert(0, [p]);
    });
    await acknowledged(a.provider);
    // The store is debounced for a minute: only the acknowledged-update log has the edit now.
    child!.kill("SIGKILL");
    await new Promise((r) => child!.once("exit", r));
    a.provider.destroy();

    await startServer(port);
    const b = connect(port, note.id, token);
    await b.synced;
    expect(b.doc.getXmlFragment("results").toString()).toContain("収率82%");
    b.provider.destroy();
    // The restart folded the log into the note row: the REST copy and the plain text have it too.
    let detail = await api(port, "GET", `/api/notes/${note.id}?include=content`, token);
    for (let i = 0; i < 50 && !JSON.stringify(detail.content).includes("収率82%"); i++) {
      await new Promise((r) => setTimeout(r, 100));
      detail = await api(port, "GET", `/api/notes/${note.id}?include=content`, token);
    }
    expect(JSON.stringify(detail.content.results)).toContain("Yield 82% after recrystallisation");
    child!.kill("SIGTERM");
    await new Promise((r) => child!.once("exit", r));
  }, 180_000);
});
