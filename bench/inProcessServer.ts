import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Db } from "../apps/server/src/db/client";
import { startServer } from "../apps/server/src/startServer";
import { apiJson, signUp } from "./lib";

/**
 * The server in this process on a throw-away embedded PostgreSQL, so a bench seeds thousands of rows
 * straight into its database; a new user with a space ("Bench lab") to seed into. `fn` runs against it,
 * then the server closes. Its own module: the other benches start the server as a process and need
 * not load it here.
 */
export async function withInProcessServer<T>(
  opts: { port: number; name: string },
  fn: (s: { url: string; db: Db; token: string; userId: string; spaceId: string }) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `eln-bench-${opts.name}-`));
  const server = await startServer({ port: opts.port, dataDir, seedDemo: false, logLevel: "warn", databaseUrl: null, redisUrl: null }, { logger: false });
  try {
    const url = `http://127.0.0.1:${opts.port}`;
    const { token, user } = await signUp(url);
    const space = await apiJson<{ id: string }>(`${url}/api/spaces`, token, { name: "Bench lab", description: "" });
    return await fn({ url, db: server.ctx.db, token, userId: user.id, spaceId: space.id });
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
