// `npm run bench`: starts the server on a throw-away database and prints the figures
// of DESIGN.md §5 side by side. Sections whose feature is absent are skipped, said so.
import { existsSync } from "node:fs";
import path from "node:path";
import { root, startBenchServer } from "./lib";
import { benchApi } from "./api";

const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);

const server = await startBenchServer({ port: 3901 });
console.log(`# ELN bench (${new Date().toISOString()}, node ${process.version}, server ${server.url})`);
try {
  if (want("api")) await benchApi(server);
  for (const section of ["notes", "search", "materials", "charts", "uploads", "web"]) {
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
