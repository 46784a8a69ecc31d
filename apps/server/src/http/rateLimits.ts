import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { AppContext } from "./context";
import { AppError } from "./AppError";

/** One limit: at most `max` hits per `windowMs` for one key. */
export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every limit of the app with its number (docs/security.md lists the same table). Sign-in
 * limits come from the config (SIGNIN_RATE_MAX / SIGNIN_RATE_WINDOW_MS) so tests can tune them.
 */
export const LIMITS = {
  signUpPerClient: { name: "signup-client", max: 10, windowMs: HOUR },
  changePasswordPerAccount: { name: "chpw-account", max: 5, windowMs: 15 * MINUTE },
  deleteAccountPerAccount: { name: "delacct-account", max: 5, windowMs: 15 * MINUTE },
  /** Wrong passwords when signing (only failures count: a day's signatures are not limited). */
  signPasswordFailuresPerAccount: { name: "sign-pw-fail-account", max: 5, windowMs: 15 * MINUTE },
  /** Mail or SMS a user causes: reset, e-mail link, phone code, invitations (counted per message). */
  mailPerSenderHour: { name: "mail-sender-hour", max: 1_200, windowMs: HOUR },
  mailPerSenderDay: { name: "mail-sender-day", max: 3_000, windowMs: DAY },
  /** Mail to one address or phone number that anyone can trigger (reset, e-mail link, phone code). */
  mailPerRecipientHour: { name: "mail-recipient-hour", max: 5, windowMs: HOUR },
  mailPerClientHour: { name: "mail-client-hour", max: 20, windowMs: HOUR },
  mailPerClientDay: { name: "mail-client-day", max: 100, windowMs: DAY },
  verifyMailPerAccountHour: { name: "verify-account-hour", max: 5, windowMs: HOUR },
} satisfies Record<string, Limit>;

export function signInLimits(ctx: AppContext): { perAccount: Limit; perClient: Limit } {
  const { max, windowMs } = ctx.config.signInRateLimit;
  // A client may try a few accounts (a shared lab PC), an account is guessed from many clients.
  return { perAccount: { name: "signin-account", max, windowMs }, perClient: { name: "signin-client", max: ctx.config.clientRateLimits.signInMax, windowMs } };
}

interface Counter {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters in Redis when REDIS_URL is set (every instance shares them); when
 * Redis is absent or failing, in-process counters take over, never no limit.
 */
export class RateLimiter {
  private local = new Map<string, Counter>();
  private sweeper: NodeJS.Timeout;
  constructor(private redis: Redis | null) {
    this.sweeper = setInterval(() => {
      const now = Date.now();
      for (const [k, v] of this.local) if (v.resetAt <= now) this.local.delete(k);
    }, MINUTE);
    this.sweeper.unref();
  }

  /** Counts `n` hits; answers whether they fit and when the window ends. */
  async hit(limit: Limit, key: string, n = 1): Promise<{ ok: boolean; count: number; retryAfterMs: number }> {
    const k = `eln-rl2:${limit.name}:${hashKey(key)}`;
    if (this.redis && this.redis.status === "ready") {
      try {
        const res = await this.redis.multi().incrby(k, n).pexpire(k, limit.windowMs, "NX").pttl(k).exec();
        if (res && !res.some(([err]) => err)) {
          const count = Number(res[0][1]);
          const ttl = Number(res[2][1]);
          return { ok: count <= limit.max, count, retryAfterMs: ttl > 0 ? ttl : limit.windowMs };
        }
      } catch {
        /* fall through to the in-process counter */
      }
    }
    const now = Date.now();
    let c = this.local.get(k);
    if (!c || c.resetAt <= now) this.local.set(k, (c = { count: 0, resetAt: now + limit.windowMs }));
    c.count += n;
    return { ok: c.count <= limit.max, count: c.count, retryAfterMs: c.resetAt - now };
  }

  /** Takes a hit back (e.g. a successful sign-in does not count against the account). */
  async reset(limit: Limit, key: string) {
    const k = `eln-rl2:${limit.name}:${hashKey(key)}`;
    this.local.delete(k);
    if (this.redis && this.redis.status === "ready") await this.redis.del(k).catch(() => {});
  }

  close() {
    clearInterval(this.sweeper);
  }
}

// Keys hold addresses and e-mails: hashed so Redis never holds them in clear.
const hashKey = (key: string) => createHash("sha256").update(key).digest("base64url").slice(0, 22);

const limiters = new WeakMap<AppContext, RateLimiter>();
export function getLimiter(ctx: AppContext): RateLimiter {
  let l = limiters.get(ctx);
  if (!l) {
    const created = new RateLimiter(ctx.redis);
    limiters.set(ctx, (l = created));
    ctx.onClose.push(async () => created.close());
  }
  return l;
}

export function tooManyRequests(retryAfterMs: number, reply?: FastifyReply): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  reply?.header("retry-after", String(seconds));
  return new AppError("too_many_requests", `Too many requests. Please try again in ${seconds} seconds.`, { details: { retryAfterSeconds: seconds } });
}

/**
 * Counts one request against every given limit and refuses with 429 when any is exceeded.
 * All are counted even when one is over, so a client cannot spread attempts across keys.
 */
export async function enforceLimits(req: FastifyRequest, checks: { limit: Limit; key: string; n?: number }[], reply?: FastifyReply) {
  const limiter = getLimiter(req.server.ctx);
  let worst = 0;
  for (const c of checks) {
    const r = await limiter.hit(c.limit, c.key, c.n ?? 1);
    if (!r.ok) worst = Math.max(worst, r.retryAfterMs);
  }
  if (worst > 0) throw tooManyRequests(worst, reply);
}

/** The client as seen through the configured proxies only (TRUST_PROXY). */
export const clientKey = (req: FastifyRequest) => req.ip;
