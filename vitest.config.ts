import os from "node:os";
import { defineConfig } from "vitest/config";

// Files that spawn servers or scripts, mock modules, or keep module state of their own run each
// in a fresh module graph; the rest share one per worker, which halves the run (each file
// would otherwise import the whole server again: 97 s of a 368 s run).
const isolated = [
  "apps/web/src/**/*.test.{ts,tsx}",
  "apps/server/src/db/embedded/**/*.test.ts",
  "apps/server/src/ops/**/*.test.ts",
  "apps/server/src/collab/collabCrash.test.ts",
  "apps/server/src/records/trustedTimestamp.test.ts",
  "apps/server/src/attachments/storage/**/*.test.ts",
  "apps/server/src/accounts/adminCli.test.ts",
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A worker per core, and two on a 2-core machine (vitest's default there is one): the tests
    // wait on PostgreSQL and child processes about half the time. 287 s against 332 s for the
    // whole run on a 2-core machine, typecheck and lint running beside it.
    maxWorkers: Math.max(2, os.availableParallelism()),
    globalSetup: ["apps/server/src/test/globalSetup.ts"],
    projects: [
      { extends: true, test: { name: "isolated", include: isolated } },
      {
        extends: true,
        test: { name: "shared", include: ["packages/*/src/**/*.test.ts", "apps/server/src/**/*.test.ts"], exclude: isolated, isolate: false },
      },
    ],
  },
});
