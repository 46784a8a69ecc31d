#!/usr/bin/env node
// `npm test`: typecheck, lint, unit + integration (on PostgreSQL: DATABASE_URL or the
// embedded server), then the browser tests in Debian's Chromium.
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: sudo apt-get install -y chromium fonts-noto-cjk poppler-utils`);
  process.exit(1);
}

const tmp = os.tmpdir();
let passed = 0;
let failed = 0;
let skipped = 0;

// Every step's outcome, repeated at the end: a failed run names its failed step in its last lines.
const steps = [];

/**
 * Runs a step. `buffered`: its output is held and printed whole when it ends, so steps that run
 * side by side do not interleave their lines.
 */
function run(title, cmd, args, env = {}, { buffered = false } = {}) {
  if (!buffered) console.log(`\n=== ${title} ===`);
  const started = Date.now();
  return new Promise((resolve) => {
    const p = spawn(cmd, args, { stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...env } });
    const out = [];
    if (buffered) {
      p.stdout.on("data", (d) => out.push(d));
      p.stderr.on("data", (d) => out.push(d));
    }
    p.on("close", (code, signal) => {
      if (buffered) {
        console.log(`\n=== ${title} ===`);
        process.stdout.write(Buffer.concat(out));
      }
      const line = `${title}: ${code === 0 ? "ok" : `FAILED (exit ${code ?? signal})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`;
      console.log(`--- ${line}`);
      steps.push(line);
      resolve(code === 0);
    });
  });
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const j = JSON.parse(readFileSync(file, "utf8"));
  passed += j.numPassedTests;
  failed += j.numFailedTests;
  skipped += j.numPendingTests + (j.numTodoTests ?? 0);
  // A file that failed to load, or an error thrown outside any test, fails the run with no failed
  // test. vitest's numFailedTestSuites also counts every suite around a failed test, so the files
  // are found from their results: failed, with no failed test of their own.
  const outside = (j.testResults ?? []).filter((r) => r.status === "failed" && !r.assertionResults?.some((a) => a.status === "failed"));
  if (outside.length) {
    steps.push(`  ${outside.length} test file(s) failed outside their tests:`);
    // Named here, with the first line of their error, so a log that keeps only its tail still says which.
    for (const r of outside) {
      const first = (r.message ?? "").split("\n").find((l) => l.trim()) ?? "";
      steps.push(`    ${path.relative(process.cwd(), r.name)}: ${first.slice(0, 200)}`);
    }
  }
  if (j.success === false && !j.numFailedTests && !outside.length) steps.push("  vitest reported unhandled errors (see \"Unhandled Errors\" above)");
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const j = JSON.parse(readFileSync(file, "utf8"));
  passed += j.stats.expected;
  failed += j.stats.unexpected + j.stats.flaky;
  skipped += j.stats.skipped;
  for (const e of j.errors ?? []) steps.push(`  playwright error outside a test: ${(e.message ?? String(e)).split("\n")[0]}`);
  return true;
}

// The unit and integration tests wait on PostgreSQL about half the time: typecheck, lint and the
// web build run beside them (one after another, so one core each), which hides most of their time.
const unitJson = path.join(tmp, "eln-vitest.json");
rmSync(unitJson, { force: true });
const checks = (async () => {
  const typecheck = await run("typecheck", "npm", ["run", "-s", "typecheck"], {}, { buffered: true });
  const lint = await run("lint", "npm", ["run", "-s", "lint"], {}, { buffered: true });
  const build = await run("build web app", "npm", ["run", "-s", "build"], {}, { buffered: true });
  return typecheck && lint && build;
})();
// One pass on PostgreSQL: DATABASE_URL when set (CI), otherwise vitest's globalSetup starts
// the embedded server in a temporary folder.
const unitOk = await run("unit and integration (PostgreSQL)", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${unitJson}`]);
if (!countVitest(unitJson)) failed++;
let ok = (await checks) && unitOk;

const e2eJson = path.join(tmp, "eln-playwright.json");
rmSync(e2eJson, { force: true });
const e2eOk = await run("browser tests (Chromium)", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  CHROMIUM_PATH: chromium,
});
if (!countPlaywright(e2eJson)) failed++;
ok = e2eOk && ok;

console.log(`\n${steps.join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 ? 0 : 1);
