import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { ReadCache } from "./readCache";

// Two instances' caches on one Redis (CI sets REDIS_URL; `npm test` without it says so and passes over this).
const url = process.env.REDIS_URL;
if (!url) console.warn("[readCache.test] not run: set REDIS_URL (a Redis server) to check the caches of several instances");

describe.runIf(!!url)("read caches of several instances", () => {
  const clients: Redis[] = [];
  const client = () => {
    const r = new Redis(url!, { maxRetriesPerRequest: 1 });
    clients.push(r);
    return r;
  };
  afterAll(() => clients.forEach((c) => c.disconnect()));

  it("a write answered on one instance is not served from another's memory, not even at once", async () => {
    const a = new ReadCache(60_000, client());
    const b = new ReadCache(60_000, client());
    const key = `token\n/api/spaces/${randomUUID()}`;
    expect(await a.catchUp()).toBe(true);
    a.set(key, a.currentGeneration(), "[]", "application/json");
    expect(await a.catchUp()).toBe(true);
    expect(a.get(key)?.payload).toBe("[]");
    // B writes and answers; the next read on A comes straight after, before any message could.
    await b.clear();
    expect(await a.catchUp()).toBe(true);
    expect(a.get(key)).toBeUndefined();
  });

  it("serves nothing from memory while Redis does not answer", async () => {
    const down = new Redis("redis://127.0.0.1:1", { maxRetriesPerRequest: 0, enableOfflineQueue: false, lazyConnect: true });
    down.on("error", () => {});
    const c = new ReadCache(60_000, down);
    const key = "token\n/api/spaces/x";
    c.set(key, c.currentGeneration(), "[]", "application/json");
    expect(await c.catchUp()).toBe(false);
    expect(c.get(key)).toBeUndefined();
  });
});
