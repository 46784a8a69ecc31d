import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { setBounded } from "./setBounded";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's 200 answers may be served again from the read cache (http/readCache.ts). */
    readCache?: boolean;
  }
  interface FastifyRequest {
    readCacheKey?: string;
    readCacheGeneration?: number;
  }
}

interface Entry {
  payload: string;
  contentType: string;
  expires: number;
}

const GENERATION_KEY = "eln:read-cache-generation";
const MAX_ENTRIES = 2_000;

/**
 * The answers of the busiest authenticated reads (a space, a project's notes list), kept for at
 * most `maxAgeMs` per exact token and URL. On this 2-core VM every PostgreSQL round trip costs
 * about 1 ms of Node CPU, so a second identical read within that time is answered from memory.
 *
 * Why it is safe:
 * - The key is the whole Authorization header and URL: nobody is ever answered what another
 *   token was answered, and an entry is at most `maxAgeMs` old, so a session or role that ends
 *   anywhere (another process, the admin CLI) stops being served within that time, the same
 *   budget as the real-time editor's revocation.
 * - Any write in this process (a non-GET request, a stored editor document, a finished import)
 *   clears everything before its answer is sent, so nobody reads older data after their own write.
 *   A read that started before a write is not stored after it (the generation check).
 * - With Redis (several instances), a write also counts up a shared generation before its answer
 *   is sent, and every cached read first asks for it (one Redis round trip, well under a database
 *   query): a write answered on one instance is read at once on every other. A message would
 *   arrive after the next request could; a Redis that does not answer means no cached answers.
 */
export class ReadCache {
  private entries = new Map<string, Entry>();
  private generation = 0;
  /** The shared generation this instance last saw (with Redis). */
  private shared: string | null = null;

  constructor(
    readonly maxAgeMs: number,
    private readonly redis: Redis | null = null,
  ) {}

  get enabled() {
    return this.maxAgeMs > 0;
  }

  get size() {
    return this.entries.size;
  }

  /** Forgets every answer here; `everywhere` also tells the other instances (with Redis). */
  async clear(everywhere = true): Promise<void> {
    this.generation++;
    this.entries.clear();
    if (everywhere && this.redis && this.enabled) await this.redis.incr(GENERATION_KEY).catch(() => {});
  }

  /**
   * Before a cached read (with Redis): forgets everything when another instance has written since.
   * False when the shared generation cannot be read: the read then goes to the database.
   */
  async catchUp(): Promise<boolean> {
    if (!this.redis) return true;
    try {
      const shared = await this.redis.get(GENERATION_KEY);
      if (shared !== this.shared) {
        this.shared = shared;
        await this.clear(false);
      }
      return true;
    } catch {
      await this.clear(false);
      return false;
    }
  }

  get(key: string, now = Date.now()): Entry | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  currentGeneration() {
    return this.generation;
  }

  set(key: string, generation: number, payload: string, contentType: string) {
    if (generation !== this.generation) return; // a write happened while this answer was made
    setBounded(this.entries, MAX_ENTRIES, key, { payload, contentType, expires: Date.now() + this.maxAgeMs });
  }
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Serves flagged routes from the cache (an onRequest hook: before parsing and validation) and
 * clears it on every write. Register before @fastify/compress, so what is kept is the JSON text
 * and each answer is still compressed for its own client.
 */
export function registerReadCache(app: FastifyInstance, cache: ReadCache) {
  if (!cache.enabled) return;
  app.addHook("onRequest", async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== "GET" || !req.routeOptions.config.readCache) return;
    const auth = req.headers.authorization;
    if (!auth) return;
    if (!(await cache.catchUp())) return;
    const key = `${auth}\n${req.url}`;
    const hit = cache.get(key);
    if (hit) return reply.header("content-type", hit.contentType).send(hit.payload);
    req.readCacheKey = key;
    req.readCacheGeneration = cache.currentGeneration();
  });
  app.addHook("onSend", async (req, reply, payload) => {
    if (!READ_METHODS.has(req.method)) {
      await cache.clear();
    } else if (req.readCacheKey && reply.statusCode === 200 && typeof payload === "string") {
      cache.set(req.readCacheKey, req.readCacheGeneration!, payload, String(reply.getHeader("content-type") ?? "application/json; charset=utf-8"));
    }
    return payload;
  });
}
