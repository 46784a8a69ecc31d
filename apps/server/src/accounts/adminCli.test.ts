import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";
import { startServer } from "../startServer";

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "eln-admin-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 }));

const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", REDIS_URL: "", SMTP_URL: "", NODE_ENV: "test" };
const open = () => startServer({ dataDir, seedDemo: false, logLevel: "error", databaseUrl: null, redisUrl: null, smtpUrl: null }, { listen: false, logger: false });
const admin = (...args: string[]) => run("npx", ["tsx", "apps/server/scripts/admin.ts", ...args], { cwd: root, env }).catch((e: { code: number; stdout: string; stderr: string }) => e);

// enable and the error cases are proven in-process (signInMethods.test.ts); this proves the CLI wiring.
it("npm run admin -- disable works on the real database", { timeout: 120_000 }, async () => {
  const email = "cli-user@example.com";
  const password = "Passw0rd!";
  let server = await open();
  const signup = await server.app.inject({
    method: "POST",
    url: "/api/account/signup",
    payload: { email, fullName: "CLI User", discipline: "basicChemistry", password, confirmPassword: password, terms: true },
  });
  expect(signup.statusCode).toBe(200);
  await server.close();

  const off = await admin("disable", email);
  expect(off.stdout).toContain(`Disabled ${email}`);
  server = await open();
  const refused = await server.app.inject({ method: "POST", url: "/api/account/login", payload: { email, password } });
  expect(refused.json().error.code).toBe("user_disabled");
  await server.close();

});
