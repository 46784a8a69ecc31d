import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { isUuid } from "../access/access";
import { notFound } from "../http/AppError";
import type { DbOrTx } from "./client";

/**
 * Deletes the row `id` of `table` inside `scope` (its space, its project): 404 when there is no
 * such row there, or when the id cannot be one, so ids of other spaces cannot be probed.
 */
export async function deleteRowOr404(db: DbOrTx, table: PgTable & { id: AnyPgColumn }, id: string, scope: SQL): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const gone = await db
    .delete(table)
    .where(and(eq(table.id, id), scope))
    .returning({ id: table.id });
  if (!gone.length) throw notFound();
}
