import { defineConfig, devices } from "@playwright/test";
import os from "node:os";
import path from "node:path";
import { chromiumArgs, chromiumPath } from "./support/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(os.tmpdir(), `eln-e2e-${port}`);
export const baseURL = `http://localhost:${port}`;


export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [["list"]],
  // Per port: two runs on one machine must not clear each other's screenshots.
  outputDir: path.join(os.tmpdir(), `eln-e2e-results-${port}`),
  use: {
    baseURL,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  // The server as `npm start` runs it: the embedded PostgreSQL in a fresh DATA_DIR of its own.
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx apps/server/src/main.ts`,
    cwd: path.resolve(import.meta.dirname, ".."),
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The server stops its embedded PostgreSQL on SIGTERM; a SIGKILL would leave it running.
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    stdout: process.env.E2E_SERVER_LOG ? "pipe" : "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: baseURL,
      LOG_LEVEL: "warn",
      SIGNIN_RATE_MAX: "5",
      // The whole suite signs up and signs in from one client.
      SIGNIN_CLIENT_RATE_MAX: "100000",
      SIGNUP_RATE_MAX: "100000",
      MAIL_CLIENT_RATE_MAX: "100000",
      SSO_ALLOWED_REDIRECTS: `http://localhost:${port + 1}/callback`,
      DATABASE_URL: "",
      REDIS_URL: "",
      SMTP_URL: "",
    },
  },
});
