/**
 * `npm run bench:load`: 200 simulated users against two server instances behind a round-robin
 * proxy, on PostgreSQL (a fresh database), Redis and an s3rver bucket. Each user logs in, then
 * for LOAD_SECONDS (default 30) lists notes, opens one, renames it, searches, and now and then
 * uploads a small file (tus) or logs in again. Prints requests/s, p50/p95/p99 and errors.
 *
 * Needs DATABASE_URL (several instances cannot share one embedded server's DATA_DIR); REDIS_URL is
 * used when set (shared rate limits and collaboration fan-out), else the instances run without.
 */
import { randomBytes } from "node:crypto";
import {
  api,
  createFreshDatabase,
  signUpUser,
  startInstance,
  startProxy,
  startS3,
  testPassword,
  tusMetadata,
} from "../apps/server/src/test/cluster";

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const INSTANCES = Number(process.env.LOAD_INSTANCES ?? 2);

if (!process.env.DATABASE_URL) {
  console.log("bench:load needs DATABASE_URL (a PostgreSQL server): several instances cannot share one embedded server's DATA_DIR.");
  process.exit(1);
}

interface User {
  email: string;
  token: string;
  spaceId: string;
  projectId: string;
  noteIds: string[];
}

const latencies: number[] = [];
const byKind = new Map<string, { n: number; errors: number }>();
const errorSamples: string[] = [];
let errors = 0;

async function timed<T>(kind: string, fn: () => Promise<T>): Promise<T | null> {
  const t0 = performance.now();
  const k = byKind.get(kind) ?? { n: 0, errors: 0 };
  byKind.set(kind, k);
  try {
    const out = await fn();
    latencies.push(performance.now() - t0);
    k.n++;
    return out;
  } catch (err) {
    errors++;
    k.errors++;
    if (errorSamples.length < 5) errorSamples.push(`${kind}: ${String((err as Error).message).slice(0, 200)}`);
    return null;
  }
}

async function pool<T>(items: T[], n: number, fn: (x: T) => Promise<void>) {
  let i = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (i < items.length) await fn(items[i++]);
  }));
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const database = await createFreshDatabase(process.env.DATABASE_URL!);
  const s3 = await startS3();
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? "",
    ...s3.env,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    SIGNIN_RATE_MAX: "100000",
    SIGNIN_CLIENT_RATE_MAX: "100000",
    SIGNUP_RATE_MAX: "100000",
    LOG_LEVEL: "error",
  };
  const instances = await Promise.all(Array.from({ length: INSTANCES }, () => startInstance(env)));
  const proxy = await startProxy(instances.map((i) => i.port));
  const base = proxy.url;
  try {
    console.log(`${INSTANCES} instances (PostgreSQL, ${env.REDIS_URL ? "Redis" : "no Redis"}, s3rver) behind a proxy; setting up ${USERS} users ...`);
    const users: User[] = [];
    await pool(
      Array.from({ length: USERS }, (_, i) => i),
      16,
      async (i) => {
        const email = `load-${i}-${randomBytes(3).toString("hex")}@example.com`;
        const { token } = await signUpUser(base, email);
        const space = await api(base, "POST", "/api/spaces", token, { name: `Load space ${i}`, description: "" });
        const project = await api(base, "POST", "/api/projects", token, { name: `Synthesis ${i}`, description: "", space_id: space.id });
        const noteIds: string[] = [];
        for (const title of [`Aldol condensation ${i}`, `Recrystallisation 再結晶 ${i}`])
          noteIds.push((await api(base, "POST", `/api/projects/${project.id}/notes`, token, { title })).id);
        users.push({ email, token, spaceId: space.id, projectId: project.id, noteIds });
      },
    );

    console.log(`running for ${SECONDS} s ...`);
    const end = Date.now() + SECONDS * 1000;
    const file = randomBytes(20_000);
    const t0 = performance.now();
    await Promise.all(
      users.map(async (u, ui) => {
        // Sign-ins (scrypt, CPU-bound by design) arrive spread over the first seconds, as people do.
        await new Promise((r) => setTimeout(r, (ui * Math.min(10_000, SECONDS * 300)) / users.length));
        await timed("login", async () => {
          u.token = (await api(base, "POST", "/api/account/login", null, { email: u.email, password: testPassword })).token;
        });
        let step = ui;
        while (Date.now() < end) {
          step++;
          const noteId = u.noteIds[step % u.noteIds.length];
          await timed("list notes", () => api(base, "GET", `/api/projects/${u.projectId}/notes`, u.token));
          await timed("open note", () => api(base, "GET", `/api/notes/${noteId}`, u.token));
          if (step % 2 === 0) await timed("edit note", () => api(base, "PATCH", `/api/notes/${noteId}`, u.token, { title: `Aldol condensation run ${step}` }));
          if (step % 3 === 0) await timed("search", () => api(base, "GET", `/api/spaces/${u.spaceId}/search?q=${encodeURIComponent(step % 2 ? "aldol" : "再結晶")}`, u.token));
          if (step % 10 === 0)
            await timed("upload", async () => {
              const created = await fetch(`${base}/api/uploads`, {
                method: "POST",
                headers: { authorization: `Bearer ${u.token}`, "tus-resumable": "1.0.0", "upload-length": String(file.length), "upload-metadata": tusMetadata({ noteId, filename: `run-${step}.csv`, filetype: "text/csv" }) },
              });
              if (created.status !== 201) throw new Error(`upload create ${created.status}`);
              const res = await fetch(`${base}${created.headers.get("location")}`, {
                method: "PATCH",
                headers: { authorization: `Bearer ${u.token}`, "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": "application/offset+octet-stream" },
                body: file,
              });
              if (res.status !== 204 || !res.headers.get("attachment-id")) throw new Error(`upload patch ${res.status}`);
            });
          if (step % 50 === 0)
            await timed("login", async () => {
              u.token = (await api(base, "POST", "/api/account/login", null, { email: u.email, password: testPassword })).token;
            });
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const total = latencies.length + errors;
    console.log("");
    console.log(`users ${USERS}, instances ${INSTANCES}, ${seconds.toFixed(1)} s`);
    console.log(`operations ${total} (an upload is 2 requests)  ${(total / seconds).toFixed(0)} req/s  p50 ${pct(sorted, 50).toFixed(0)} ms  p95 ${pct(sorted, 95).toFixed(0)} ms  p99 ${pct(sorted, 99).toFixed(0)} ms  errors ${errors}`);
    for (const [kind, k] of byKind) console.log(`  ${kind.padEnd(11)} ${String(k.n).padStart(7)} ok  ${k.errors} errors`);
    for (const s of errorSamples) console.log(`  error: ${s}`);
    process.exitCode = errors === 0 ? 0 : 1;
  } finally {
    await proxy.close();
    await Promise.all(instances.map((i) => i.stop()));
    await s3.close();
    await database.drop();
  }
}

await main();
process.exit(process.exitCode ?? 0);
