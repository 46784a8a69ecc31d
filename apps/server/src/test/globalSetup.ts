import { pgliteTemplate, testOnPostgres } from "./testApp";
import { buildPostgresTemplate } from "./postgresTemplate";

// Build the migrated, seeded template once, before the test workers race to.
export default async function setup() {
  if (testOnPostgres) await buildPostgresTemplate(process.env.DATABASE_URL!);
  else await pgliteTemplate();
}
