import type { Redis } from "ioredis";
import type { Config } from "../config/config";
import type { Database, Db } from "../db/client";
import type { Auth } from "../accounts/createAuth";
import type { Mailer } from "../mail/mailer";

/** What every feature's routes get: the parts of the running server. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  redis: Redis | null;
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
