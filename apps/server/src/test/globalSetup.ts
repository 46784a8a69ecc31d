import { pgliteTemplate, testOnPostgres } from "./testApp";

// Build the migrated, seeded PGlite template once, before the test workers race to.
export default async function setup() {
  if (!testOnPostgres) await pgliteTemplate();
}
