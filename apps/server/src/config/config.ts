import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";

/** Everything the server reads from the environment, read once at start. */
export interface Config {
  port: number;
  host: string;
  /** Public URL of the app, used in e-mailed links. */
  appUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  authSecret: string;
  production: boolean;
  shopEnabled: boolean;
  gtmId: string | null;
  ssoAllowedRedirects: string[];
  seedDemo: boolean;
  webDist: string | null;
  logLevel: string;
  s3: { bucket: string; region: string; endpoint: string | null; accessKeyId: string; secretAccessKey: string } | null;
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | null;
  signInRateLimit: { max: number; windowMs: number };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? "./data");
  const port = Number(env.PORT ?? 3000);
  const production = env.NODE_ENV === "production";
  const authSecret = env.AUTH_SECRET ?? (production && env.DATABASE_URL ? "" : readOrCreateSecret(dataDir));
  if (!authSecret) throw new Error("AUTH_SECRET must be set in production with DATABASE_URL (shared by every instance).");
  const s3 = env.S3_BUCKET
    ? {
        bucket: env.S3_BUCKET,
        region: env.S3_REGION ?? "us-east-1",
        endpoint: env.S3_ENDPOINT ?? null,
        accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
      }
    : null;
  const oidc =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID
      ? {
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET ?? "",
          name: env.OIDC_NAME ?? "OpenID Connect",
        }
      : null;
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? "ELN <no-reply@eln.local>",
    authSecret,
    production,
    shopEnabled: env.SHOP_ENABLED === undefined ? true : ["1", "true", "yes", "on"].includes(env.SHOP_ENABLED.toLowerCase()),
    gtmId: env.GTM_ID || null,
    ssoAllowedRedirects: (env.SSO_ALLOWED_REDIRECTS ?? "").split(",").map((s) => s.trim()).filter(Boolean),
    seedDemo: env.SEED_DEMO !== "false",
    webDist: env.WEB_DIST ?? null,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "warn" : "info"),
    s3,
    oidc,
    signInRateLimit: {
      max: Number(env.SIGNIN_RATE_MAX ?? 5),
      windowMs: Number(env.SIGNIN_RATE_WINDOW_MS ?? 60_000),
    },
    ...overrides,
  };
}
