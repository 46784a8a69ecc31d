import type { FastifyRequest } from "fastify";
import type { Config } from "../config/config";

/**
 * Sign-in attempts per address and e-mail: stops password guessing against one
 * account without letting one noisy client lock out everyone behind the same IP.
 * The counters live in Redis when REDIS_URL is set, so every instance shares them.
 */
export function signInRateLimit(config: Config) {
  return {
    max: config.signInRateLimit.max,
    timeWindow: config.signInRateLimit.windowMs,
    hook: "preHandler" as const,
    keyGenerator: (req: FastifyRequest) => {
      const email = String((req.body as { email?: unknown } | undefined)?.email ?? "").trim().toLowerCase();
      return `signin:${req.ip}:${email}`;
    },
  };
}
