// Checks every audit chain from its first event: `npm run audit:verify`.
// Exit code 0 when every chain holds, 1 with the first broken link of each broken chain named.
// Uses the server's configuration (DATABASE_URL, or DATA_DIR for the embedded database).
import { loadConfig } from "../src/config/config";
import { createContext } from "../src/startServer";
import { verifyAllAuditChains } from "../src/audit/verifyAuditChains";

const ctx = await createContext(loadConfig(process.env, { logLevel: "error" }));
try {
  const reports = await verifyAllAuditChains(ctx.db);
  let broken = 0;
  for (const r of reports) {
    if (r.broken) {
      broken += 1;
      console.error(`BROKEN chain ${r.chain}: first broken link at seq ${r.broken.seq} (row id ${r.broken.id}): ${r.broken.reason.replace(/_/g, " ")}`);
    } else console.log(`ok     chain ${r.chain}: ${r.events} events`);
  }
  console.log(`${reports.length} chains checked, ${broken} broken`);
  process.exitCode = broken ? 1 : 0;
} finally {
  ctx.redis?.disconnect();
  await ctx.database.close();
}
