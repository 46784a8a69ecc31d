import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { runningServerUrl } from "../apps/server/src/db/embedded/connectDataDir";
import { apiJson, load, printTable, signUp, type BenchServer } from "./lib";

const PROJECTS = 50;
const NOTES = Number(process.env.BENCH_NOTES ?? 10_000);
const CONNECTIONS = 50;

/** Resident memory of the embedded PostgreSQL (postmaster and its children), from /proc. */
function postgresMemory(dataDir: string) {
  const master = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
  const pids = [master];
  for (const p of readdirSync("/proc").filter((f) => /^\d+$/.test(f))) {
    try {
      const ppid = Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, "utf8"))![1]);
      if (ppid === master) pids.push(Number(p));
    } catch {
      /* gone */
    }
  }
  let rss = 0;
  let pss = 0;
  for (const pid of pids) {
    try {
      rss += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
      pss += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))?.[1] ?? 0);
    } catch {
      /* gone */
    }
  }
  return { processes: pids.length, rssMb: rss / 1024, pssMb: pss / 1024 };
}

/**
 * The figures of issue 15: a bare Fastify route against authenticated reads at 50 connections,
 * `GET /api/spaces/{id}` of a 50-project space and the notes list of a 10,000-note project,
 * and the embedded PostgreSQL's memory.
 */
export async function benchApi(server: BenchServer) {
  const { token, user } = await signUp(server.url);
  const auth = { authorization: `Bearer ${token}` };
  const space = await apiJson<{ id: string }>(`${server.url}/api/spaces`, token, { name: "Bench space", description: "" });
  let notesProject = "";
  for (let i = 0; i < PROJECTS; i++) {
    const p = await apiJson<{ id: string }>(`${server.url}/api/projects`, token, { name: `Project ${i}`, description: "", space_id: space.id });
    if (i === 0) notesProject = p.id;
  }
  // The notes go straight into the running server's PostgreSQL (a second client, as `npm run admin` does).
  const dbUrl = runningServerUrl(server.dataDir);
  if (dbUrl) {
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    await c.query(
      `insert into notes (project_id, title, plain_text, content, created_by, updated_by, created_at, updated_at)
       select $1, case when n % 2 = 0 then '実験 ' || n else 'Experiment ' || n end, 'Suzuki coupling ' || n, '{}'::jsonb, $2, $2,
              now() - make_interval(mins => n), now() - make_interval(mins => (n * 7919) % $3)
       from generate_series(1, $3) n`,
      [notesProject, user.id, NOTES],
    );
    await c.query("analyze notes");
    await c.end();
  }
  const url = server.url;
  const rows = [
    await load("GET /api/health/live (bare route)", { url: `${url}/api/health/live`, connections: CONNECTIONS }),
    await load(`GET /api/spaces/{id} (${PROJECTS} projects)`, { url: `${url}/api/spaces/${space.id}`, headers: auth, connections: CONNECTIONS }),
    await load(`GET /api/projects/{id}/notes (${dbUrl ? NOTES : 0} notes, by last edit)`, {
      url: `${url}/api/projects/${notesProject}/notes?sort=updatedAt&order=desc`,
      headers: auth,
      connections: CONNECTIONS,
    }),
    await load("GET /api/account/me (authenticated)", { url: `${url}/api/account/me`, headers: auth, connections: CONNECTIONS }),
  ];
  printTable(`API: authenticated reads vs a bare route, ${CONNECTIONS} connections, 8 s each`, rows);
  const bare = rows[0].requestsPerSec;
  const ratio = (i: number) => (rows[i].requestsPerSec / bare).toFixed(2);
  console.log(`space (${PROJECTS} projects) / bare req/s: ${ratio(1)} (goal ≥ 0.50), p99 ${rows[1].p99} ms (goal < 50 ms)`);
  console.log(`notes list (${NOTES} notes) / bare req/s: ${ratio(2)} (goal ≥ 0.30)`);
  console.log(`account/me / bare req/s: ${ratio(3)}`);
  if (dbUrl) {
    const m = postgresMemory(server.dataDir);
    console.log(`embedded PostgreSQL memory (demo data + this bench's data): RSS ${m.rssMb.toFixed(0)} MB summed over ${m.processes} processes (shared buffers counted in each), PSS ${m.pssMb.toFixed(0)} MB (goal < 300 MB)`);
  }
  return { token, rows };
}
