import { asc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { versionedCache } from "../db/versionedCache";
import { inventoryLocations } from "./schema";

export type LocationRow = typeof inventoryLocations.$inferSelect;

/** Trees kept in memory, for at most this many spaces per database. */
const cachedTrees = versionedCache<LocationTree>(256);

/** A space's locations with their paths from the top; a space holds few enough to read whole. */
export class LocationTree {
  readonly byId = new Map<string, LocationRow>();
  private readonly children = new Map<string | null, LocationRow[]>();

  constructor(rows: LocationRow[]) {
    for (const r of rows) {
      this.byId.set(r.id, r);
      const siblings = this.children.get(r.parentId) ?? [];
      siblings.push(r);
      this.children.set(r.parentId, siblings);
    }
  }

  static async load(db: DbOrTx, spaceId: string) {
    return new LocationTree(await db.select().from(inventoryLocations).where(eq(inventoryLocations.spaceId, spaceId)).orderBy(asc(inventoryLocations.name)));
  }

  /**
   * The whole tree for reading, from memory while the space's locations_version (read with the
   * space by the access check, bumped by a trigger on every change) is the one it was loaded at:
   * a list of containers then needs no query for locations. Not inside a transaction that writes
   * locations: that reads them with load().
   */
  static cached(db: Db, space: { id: string; locationsVersion: number }): Promise<LocationTree> {
    return cachedTrees(db, space.id, space.locationsVersion, () => LocationTree.load(db, space.id));
  }

  /**
   * Only the given locations and their ancestors (enough for their paths), in one recursive query:
   * a page of containers does not need the whole tree of a large space.
   */
  static async loadAround(db: DbOrTx, spaceId: string, ids: string[]) {
    const wanted = [...new Set(ids)];
    if (!wanted.length) return new LocationTree([]);
    const res = await db.execute(sql`
      with recursive up as (
        select * from inventory_locations where space_id = ${spaceId} and id in (${sql.join(wanted.map((id) => sql`${id}::uuid`), sql`, `)})
        union
        select l.* from inventory_locations l join up on l.id = up.parent_id
      ) select id, space_id, parent_id, name, kind, created_at, updated_at from up`);
    return new LocationTree(rowsOf(res).map(toLocationRow));
  }

  /** A location of the space and every one below it; empty when the space has no such location. */
  static async subtreeIds(db: DbOrTx, spaceId: string, id: string): Promise<string[]> {
    const res = await db.execute(sql`
      with recursive down as (
        select id from inventory_locations where space_id = ${spaceId} and id = ${id}::uuid
        union all
        select l.id from inventory_locations l join down on l.parent_id = down.id
      ) select id from down`);
    return rowsOf(res).map((r) => String(r.id));
  }

  path(id: string | null): string[] {
    const out: string[] = [];
    for (let cur = id ? this.byId.get(id) : undefined; cur && out.length < 64; cur = cur.parentId ? this.byId.get(cur.parentId) : undefined) out.unshift(cur.name);
    return out;
  }

  /** The location and every one below it. */
  subtree(id: string): string[] {
    const out: string[] = [];
    const stack = [id];
    while (stack.length) {
      const cur = stack.pop()!;
      out.push(cur);
      for (const c of this.children.get(cur) ?? []) stack.push(c.id);
    }
    return out;
  }

  /** Depth-first order, parents before children, siblings by name: the order of a tree view. */
  ordered(): LocationRow[] {
    const out: LocationRow[] = [];
    const walk = (parent: string | null) => {
      for (const c of this.children.get(parent) ?? []) {
        out.push(c);
        walk(c.id);
      }
    };
    walk(null);
    return out;
  }

  hasChildren(id: string) {
    return (this.children.get(id) ?? []).length > 0;
  }
}

// node-postgres and PGlite both answer `execute` with `{ rows }`.
function rowsOf(res: unknown): Record<string, unknown>[] {
  return ((res as { rows?: Record<string, unknown>[] }).rows ?? (res as Record<string, unknown>[])) as Record<string, unknown>[];
}

function toLocationRow(r: Record<string, unknown>): LocationRow {
  return {
    id: String(r.id),
    spaceId: String(r.space_id),
    parentId: r.parent_id === null ? null : String(r.parent_id),
    name: String(r.name),
    kind: r.kind as LocationRow["kind"],
    createdAt: new Date(r.created_at as string),
    updatedAt: new Date(r.updated_at as string),
  };
}
