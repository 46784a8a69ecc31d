// Account administration from the command line:
//   npm run admin -- disable <email> [reason]
//   npm run admin -- enable <email>
// Uses the same configuration as the server (DATABASE_URL, or DATA_DIR for the embedded
// database): while the server runs it connects to the server's PostgreSQL, otherwise it
// starts the embedded PostgreSQL itself for the time of the command.
import { loadConfig } from "../src/config/config";
import { createContext } from "../src/startServer";
import { configForCommand } from "../src/db/embedded/connectDataDir";
import { StartupError } from "../src/db/embedded/dataDirLock";
import { adminUsage, runAdminCommand } from "../src/accounts/adminCommands";

const argv = process.argv.slice(2);
if (argv.length === 0 || argv[0] === "--help" || argv[0] === "-h") {
  console.log(adminUsage);
  process.exit(argv.length === 0 ? 1 : 0);
}
const ctx = await createContext(configForCommand(loadConfig(process.env, { logLevel: "error" }))).catch((err: unknown) => {
  if (!(err instanceof StartupError)) throw err;
  console.error(err.message);
  process.exit(1);
});
try {
  const result = await runAdminCommand(ctx.db, argv);
  (result.ok ? console.log : console.error)(result.message);
  process.exitCode = result.ok ? 0 : 1;
} finally {
  ctx.redis?.disconnect();
  await ctx.database.close();
}
