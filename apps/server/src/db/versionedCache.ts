import type { Db } from "./client";
import { setBounded } from "../http/setBounded";

/**
 * Values read from the database and kept in memory per database (tests run several) and key,
 * while a version number the caller already holds (a trigger-bumped column read with the row it
 * came with) is unchanged: a changed version reads again. At most `limit` keys per database,
 * the least recently used dropped first. A failed read is not kept.
 */
export function versionedCache<T>(limit: number) {
  const byDb = new WeakMap<Db, Map<string, { version: number; value: Promise<T> }>>();
  return (db: Db, key: string, version: number, load: () => Promise<T>): Promise<T> => {
    let entries = byDb.get(db);
    if (!entries) byDb.set(db, (entries = new Map()));
    const hit = entries.get(key);
    entries.delete(key); // re-inserted below: the Map's order is the least recently used first
    if (hit && hit.version === version) {
      entries.set(key, hit);
      return hit.value;
    }
    const value = load();
    const entry = { version, value };
    setBounded(entries, limit, key, entry);
    const kept = entries;
    value.catch(() => kept.get(key) === entry && kept.delete(key));
    return value;
  };
}
