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
  /** RFC 3161 time-stamping authority for signatures (TSA_URL); off when null. */
  tsaUrl: string | null;
  /** Per-client limits (one address behind TRUST_PROXY): sign-in per window above, sign-up and mail per hour. */
  clientRateLimits: { signInMax: number; signUpPerHour: number; mailPerHour: number };
  /** Which peers may set X-Forwarded-For: false (none), a hop count, or addresses/CIDRs (TRUST_PROXY). */
  trustProxy: boolean | number | string[];
  /** Bearer token for /metrics (METRICS_TOKEN); without it only loopback sockets get metrics. */
  metricsToken: string | null;
  /** The link behind "Send feedback" (FEEDBACK_URL). */
  feedbackUrl: string;
  /** Phone sign-in (PHONE_SIGNIN); off by default: it needs an SMS sender to be useful (spec §1). */
  phoneSignIn: boolean;
  /** Optional shared secret partners send to POST /api/sso/token (SSO_CLIENT_SECRET). */
  ssoClientSecret: string | null;
  /** Timed background work (the trash purge) runs; off under tests (NODE_ENV=test), which call it directly. */
  backgroundJobs: boolean;
  /**
   * How long the busiest reads may be answered again from memory, per token and URL (READ_CACHE_MS;
   * 0 turns it off, as under tests, which write rows straight into the tables). At most the
   * revocation budget: a session ended elsewhere stops being served within this time.
   */
  readCacheMs: number;
  collab: {
    /** How often every open editor's session and role are re-checked (COLLAB_RECHECK_MS). */
    recheckMs: number;
    /** Quiet period before an automatic version (VERSION_QUIET_MS; docs/design.md: about 2 minutes). */
    versionQuietMs: number;
    /** How long edits gather before a store (COLLAB_STORE_DEBOUNCE_MS). */
    storeDebounceMs: number;
  };
}

const isOn = (v: string | undefined) => ["1", "true", "yes", "on"].includes((v ?? "").toLowerCase());
/** A positive number of milliseconds, or the default. */
function positiveMs(v: string | undefined, fallback: number) {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/**
 * What the entry point checks before starting (main.ts: the port and the data folder are free),
 * read the same way loadConfig reads them.
 */
export function startupSettings(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: Number(env.PORT ?? 3000),
    /** HOST as given; null when unset. */
    host: env.HOST ?? null,
    dataDir: path.resolve(env.DATA_DIR ?? "./data"),
    databaseUrl: env.DATABASE_URL || null,
  };
}

/** TRUST_PROXY: unset/"false" trusts no one; a number is a hop count; otherwise a comma list of addresses or CIDRs. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const v = (value ?? "").trim();
  if (!v || v === "false" || v === "0") return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(",").map((s) => s.trim()).filter(Boolean);
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
    // Loopback unless told otherwise: the embedded default is for one machine (deploy/ sets HOST).
    host: env.HOST ?? "127.0.0.1",
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    tsaUrl: env.TSA_URL || null,
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
    // Demo data only outside production, or when asked for.
    seedDemo: env.SEED_DEMO ? !["false", "0", "no", "off"].includes(env.SEED_DEMO.toLowerCase()) : !production,
    webDist: env.WEB_DIST ?? null,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "warn" : "info"),
    s3,
    oidc,
    signInRateLimit: {
      max: Number(env.SIGNIN_RATE_MAX ?? 5),
      windowMs: Number(env.SIGNIN_RATE_WINDOW_MS ?? 60_000),
    },
    clientRateLimits: {
      signInMax: Number(env.SIGNIN_CLIENT_RATE_MAX ?? 30),
      signUpPerHour: Number(env.SIGNUP_RATE_MAX ?? 10),
      mailPerHour: Number(env.MAIL_CLIENT_RATE_MAX ?? 20),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN || null,
    feedbackUrl: env.FEEDBACK_URL ?? "mailto:feedback@eln.local?subject=ELN%20feedback",
    phoneSignIn: isOn(env.PHONE_SIGNIN),
    ssoClientSecret: env.SSO_CLIENT_SECRET || null,
    backgroundJobs: env.NODE_ENV !== "test",
    readCacheMs: Math.min(1000, env.READ_CACHE_MS !== undefined ? Math.max(0, Number(env.READ_CACHE_MS) || 0) : env.NODE_ENV === "test" ? 0 : 1000),
    collab: {
      recheckMs: positiveMs(env.COLLAB_RECHECK_MS, 500),
      versionQuietMs: positiveMs(env.VERSION_QUIET_MS, 120_000),
      storeDebounceMs: Number(env.COLLAB_STORE_DEBOUNCE_MS ?? 1500),
    },
    ...overrides,
  };
}
