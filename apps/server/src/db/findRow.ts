import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client";

/** The row of `table` that `where` picks (the first, if it picks several), or null. */
export async function findRow<T extends PgTable>(db: DbOrTx, table: T, where: SQL | undefined): Promise<T["$inferSelect"] | null> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return (row as T["$inferSelect"] | undefined) ?? null;
}
