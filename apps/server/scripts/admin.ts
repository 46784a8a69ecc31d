// Account administration from the command line:
//   npm run admin -- disable <email> [reason]
//   npm run admin -- enable <email>
// Uses the same configuration as the server (DATABASE_URL, or DATA_DIR for the embedded
// database). With the embedded database, stop the server first: PGlite is single-process.
import { loadConfig } from "../src/config/config";
import { createContext } from "../src/startServer";
import { adminUsage, runAdminCommand } from "../src/accounts/adminCommands";

const argv = process.argv.slice(2);
if (argv.length === 0 || argv[0] === "--help" || argv[0] === "-h") {
  console.log(adminUsage);
  process.exit(argv.length === 0 ? 1 : 0);
}
const ctx = await createContext(loadConfig(process.env, { logLevel: "error" }));
try {
  const result = await runAdminCommand(ctx.db, argv);
  (result.ok ? console.log : console.error)(result.message);
  process.exitCode = result.ok ? 0 : 1;
} finally {
  ctx.redis?.disconnect();
  await ctx.database.close();
}
