import os from "node:os";
import path from "node:path";
import pg from "pg";
import { runningServerUrl } from "../../apps/server/src/db/embedded/connectDataDir";

/**
 * A query on the e2e server's own database (its embedded PostgreSQL, found as `npm run admin` finds
 * it), for a state no screen can make quickly: an account without a password, an old sign-in.
 */
export async function queryE2eDatabase(text: string, values: unknown[] = []) {
  const dataDir = path.join(os.tmpdir(), `eln-e2e-${Number(process.env.E2E_PORT ?? 3100)}`);
  const client = new pg.Client({ connectionString: runningServerUrl(dataDir)! });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
