import pg from "pg";

/**
 * Runs `work` and counts the SQL statements sent meanwhile (`sql`: their text): every one goes
 * through pg's Client.query, the pool's too.
 */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ n: number; sql: string[]; result: T }> {
  const sql: string[] = [];
  const orig = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0];
    sql.push(typeof q === "string" ? q : String((q as { text?: string } | null)?.text ?? ""));
    return (orig as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof orig;
  try {
    const result = await work();
    return { n: sql.length, sql, result };
  } finally {
    pg.Client.prototype.query = orig;
  }
}
