import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client";

/** A table with the titleAndDescription() columns and updated_at (spaces, projects). */
type TitledTable = PgTable & { id: AnyPgColumn; title: AnyPgColumn; description: AnyPgColumn; updatedAt: AnyPgColumn };

/** Sets the title and description of row `id` of `table`, marked updated now; answers the changed row. */
export async function updateTitleAndDescription<T extends TitledTable>(db: DbOrTx, table: T, id: string, p: { title: string; description: string }) {
  const [row] = await db
    .update(table as TitledTable)
    .set({ title: p.title, description: p.description, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning();
  return row as T["$inferSelect"];
}
