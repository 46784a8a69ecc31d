import type { Redis } from "ioredis";
import type { Config } from "../config/config";
import type { Database, Db } from "../db/client";
import type { SessionResolver } from "./authenticate";
import type { ReadCache } from "./readCache";

/**
 * What every feature's routes get: the parts of the running server. Parts that a feature owns
 * (`auth` from accounts/createAuth.ts, `mailer` from mail/mailer.ts) are added to this interface
 * by that feature's module, so this layer does not import features.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** The one session check, for REST and /collab (accounts/sessionResolver.ts). */
  sessions: SessionResolver;
  redis: Redis | null;
  /** Recent answers of the busiest reads; cleared on every write (http/readCache.ts). */
  readCache: ReadCache;
  /** Hooks features add to (e.g. the demo seed, shutdown work). */
  onClose: (() => Promise<void>)[];
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  discipline: string | null;
  affiliation: string | null;
  /** The address was proven by a link (or a trusted provider). */
  emailVerified?: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    sessionUser?: SessionUser | null;
    sessionToken?: string | null;
  }
}
