import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";

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

const CHANNEL = "eln-read-cache-clear";
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
 *   clears everything before its answer is sent, so nobody reads older data after their own write;
 *   with Redis, other instances clear too. A read that started before a write is not stored after
 *   it (the generation check).
 */
export class ReadCache {
  private entries = new Map<string, Entry>();
  private generation = 0;
  private sub: Redis | null = null;

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
    if (everywhere && this.redis && this.enabled) await this.redis.publish(CHANNEL, "1").catch(() => {});
  }

  /** Listens for other instances' writes (with Redis). */
  listen() {
    if (!this.redis || !this.enabled || this.sub) return;
    this.sub = this.redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.sub.on("error", () => {});
    this.sub.subscribe(CHANNEL).catch(() => {});
    this.sub.on("message", () => void this.clear(false));
  }

  stop() {
    this.sub?.disconnect();
    this.sub = null;
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
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { payload, contentType, expires: Date.now() + this.maxAgeMs });
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
