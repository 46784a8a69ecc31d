import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../db/embedded/embeddedPostgres";
import { buildPostgresTemplate, dropPostgresTestDatabase, templateNameForRun } from "./postgresTemplate";

declare module "vitest" {
  export interface ProvidedContext {
    /** The PostgreSQL server every test app clones its database on. */
    testDatabaseUrl: string;
    /** The migrated, seeded database each test app is cloned from. */
    testTemplateDb: string;
  }
}

// One PostgreSQL for the whole run: DATABASE_URL when set (CI), otherwise an embedded
// server in a temporary folder. The migrated, seeded template is built once, here.
export default async function setup(project: TestProject) {
  let base = process.env.DATABASE_URL;
  let embedded: EmbeddedPostgres | undefined;
  let dir: string | undefined;
  if (!base) {
    dir = mkdtempSync(path.join(os.tmpdir(), "eln-test-pg-"));
    embedded = await startEmbeddedPostgres({ dataDir: dir, fast: true });
    base = embedded.adminUrl;
  }
  const template = templateNameForRun();
  try {
    await buildPostgresTemplate(base, template);
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
  project.provide("testDatabaseUrl", base);
  project.provide("testTemplateDb", template);
  return async () => {
    if (!embedded) await dropPostgresTestDatabase(base!, template);
    await embedded?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  };
}
