import type { DbOrTx } from "./client";

/**
 * A hot query built and named once per database handle: neither drizzle (which spends about a
 * tenth of a read's CPU building SQL) nor PostgreSQL (planning) repeats the work per request.
 * `build` must call `.prepare(name)` with a name unique to this SQL text.
 */
export function preparedQuery<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const byDb = new WeakMap<DbOrTx, T>();
  return (db) => {
    let q = byDb.get(db);
    if (!q) byDb.set(db, (q = build(db)));
    return q;
  };
}
