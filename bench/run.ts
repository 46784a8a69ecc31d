// `npm run bench`: starts the server on a throw-away database and prints the figures
// of docs/design.md §5 side by side. Sections whose feature is absent are skipped, said so.
import { existsSync } from "node:fs";
import path from "node:path";
import { root, startBenchServer } from "./lib";
import { benchApi } from "./api";

const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);

// With the demo data, so the embedded PostgreSQL's memory is measured as a new user would have it.
// BENCH_PORT: engineers sharing a machine each use their own.
const server = await startBenchServer({ port: Number(process.env.BENCH_PORT ?? 3901), env: { SEED_DEMO: "true" } });
console.log(`# ELN bench (${new Date().toISOString()}, node ${process.version}, server ${server.url})`);
try {
  if (want("api")) await benchApi(server);
  for (const section of ["notes", "search", "materials", "charts", "uploads", "web", "eln", "inventory"]) {
    if (!want(section)) continue;
    const file = path.join(root, "bench", `${section}.ts`);
    if (!existsSync(file)) {
      console.log(`\n## ${section}: not measured (bench/${section}.ts absent)`);
      continue;
    }
    const mod = await import(file);
    await mod.default(server);
  }
} finally {
  await server.stop();
}
