import { eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { isUuid } from "../access/access";
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

/**
 * The row of `table` whose uuid `id` column is `id`, or null; also null, without a query, for a
 * string that cannot be a uuid (an id from a URL), so the caller answers 404 rather than a database error.
 */
export async function findById<T extends PgTable & { id: PgColumn }>(db: DbOrTx, table: T, id: string): Promise<T["$inferSelect"] | null> {
  return isUuid(id) ? findRow(db, table, eq(table.id, id)) : null;
}
