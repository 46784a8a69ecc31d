import { load, printTable, signUp, type BenchServer } from "./lib";

/** The figure we track: an authenticated API call against a bare route of the same server. */
export async function benchApi(server: BenchServer) {
  const { token } = await signUp(server.url);
  const auth = { authorization: `Bearer ${token}` };
  const rows = [
    await load("GET /api/health/live (bare)", { url: `${server.url}/api/health/live` }),
    await load("GET /api/account/me (authenticated)", { url: `${server.url}/api/account/me`, headers: auth }),
  ];
  printTable("API: authenticated call vs bare route, 100 connections, 8 s each", rows);
  console.log(`ratio authenticated/bare req/s: ${(rows[1].requestsPerSec / rows[0].requestsPerSec).toFixed(2)}`);
  return { token, rows };
}
