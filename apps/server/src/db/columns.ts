import { getTableColumns, sql, type SQL } from "drizzle-orm";
import { customType, text, timestamp, uuid, type AnyPgColumn, type PgTable } from "drizzle-orm/pg-core";

/** Binary column (Yjs document state, snapshots). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (v instanceof Uint8Array ? v : new Uint8Array(v as ArrayBufferLike)),
});

/** The id of most tables: a uuid the database draws, so rows can be inserted without one. */
export const uuidPk = () => uuid("id").primaryKey().defaultRandom();

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** created_at then updated_at, for the tables whose rows change after they are written. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** What a person names and describes (spaces, projects, templates); the description may stay empty. */
export const titleAndDescription = () => ({ title: text("title").notNull(), description: text("description").notNull().default("") });

/** In the space's trash since then (records/trash): hidden everywhere, purged after 30 days. */
export const trashColumns = () => ({ deletedAt: timestamp("deleted_at", { withTimezone: true }), deletedBy: text("deleted_by") });

type OnDelete = "cascade" | "restrict" | "set null";
type Target = () => AnyPgColumn;

/** A uuid foreign key that may be null (points nowhere); by default the row goes when the row it points to goes. */
export const optionalUuidRef = <N extends string>(name: N, target: Target, onDelete: OnDelete = "cascade") => uuid(name).references(target, { onDelete });

/** The same, required. */
export const uuidRef = <N extends string>(name: N, target: Target, onDelete: OnDelete = "cascade") => optionalUuidRef(name, target, onDelete).notNull();

/** The key of a table with at most one row per row of another (a space's settings, a note's screening); it goes with that row. */
export const uuidPkRef = <N extends string>(name: N, target: Target) => uuid(name).primaryKey().references(target, { onDelete: "cascade" });

/** The same two for text keys (Better Auth's user ids). */
export const optionalTextRef = <N extends string>(name: N, target: Target, onDelete: OnDelete = "cascade") => text(name).references(target, { onDelete });
export const textRef = <N extends string>(name: N, target: Target, onDelete: OnDelete = "cascade") => optionalTextRef(name, target, onDelete).notNull();

/** For an upsert's `set`: each named column takes the value the insert tried to write (`excluded.<column>`). */
export function excludedValues<T extends PgTable, K extends keyof T["_"]["columns"] & string>(table: T, keys: K[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((k) => [k, sql.raw(`excluded.${columns[k].name}`)])) as Record<K, SQL>;
}
