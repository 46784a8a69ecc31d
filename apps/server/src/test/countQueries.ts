import pg from "pg";

/** Runs `work` and counts the SQL statements sent meanwhile: every one goes through pg's Client.query, the pool's too. */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ n: number; result: T }> {
  let n = 0;
  const orig = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    n++;
    return (orig as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof orig;
  try {
    const result = await work();
    return { n, result };
  } finally {
    pg.Client.prototype.query = orig;
  }
}
