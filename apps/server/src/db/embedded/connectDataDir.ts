import type { Config } from "../../config/config";
import { readLock } from "./dataDirLock";
import { embeddedUrl, readPassword } from "./embeddedPostgres";

/**
 * For commands beside the server (`npm run admin`, `npm run backup`): the database URL of
 * the server running on this DATA_DIR, so they connect to it instead of opening files.
 * Null when no server runs: the command then starts the embedded server itself (taking the lock).
 */
export function runningServerUrl(dataDir: string): string | null {
  const holder = readLock(dataDir);
  if (!holder) return null;
  if (!holder.pgPort) throw new Error(`the server (process ${holder.pid}) on ${dataDir} is still starting: try again in a moment`);
  return embeddedUrl(holder.pgPort, readPassword(dataDir));
}

/** The config with DATABASE_URL pointing at the running embedded server, when there is one. */
export function configForCommand(config: Config): Config {
  if (config.databaseUrl) return config;
  return { ...config, databaseUrl: runningServerUrl(config.dataDir) };
}
