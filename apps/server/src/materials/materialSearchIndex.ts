import { eq, isNull, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { versionedCache } from "../db/versionedCache";
import { materials } from "./schema";

/*
 * The register search runs as one types, over the shipped list and every material of the space
 * (10,000 and more): a substring match on every search text. In PostgreSQL that is a scan of the
 * wide materials rows per keystroke (2–4 ms of database CPU; a trigram index cannot serve one- and
 * two-character Japanese queries). Here the search texts of a space are kept in memory, and the
 * database is asked only for the page of matches, by id.
 *
 * The index is current while the space's materials_version is the one it was loaded at: a trigger
 * bumps it on every change to the space's materials (and every space's on a change to the shipped
 * list), and the access check reads it with the space on every request. So a material added by
 * another server or a script is found on the next request, with no query to learn it.
 */

export type MaterialScope = "all" | "own" | "system";
export type SortLang = "en" | "ja";

/** The order key of a page: rank, shipped after own, the name in the reader's language, id. */
export interface MaterialSearchCursor {
  r: number;
  s: boolean;
  n: string;
  i: string;
}

export interface MaterialSearchHit {
  id: string;
  system: boolean;
  rank: number;
  sortName: string;
}

interface Entry {
  id: string;
  system: boolean;
  text: string;
  sortEn: string;
  sortJa: string;
}

/** Indexes kept in memory, for at most this many spaces per database. */
const cachedIndexes = versionedCache<MaterialSearchIndex>(64);

/**
 * Names compare by code point, as PostgreSQL's "C" order does, so pages are stable whatever the
 * server's collation (JavaScript's < compares UTF-16 units, which differs past U+FFFF).
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // A surrogate (U+D800–DFFF) stands for a code point above U+FFFF: it sorts after every BMP unit.
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys) return xs ? 1 : -1;
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

function compareKeys(a: MaterialSearchCursor, b: MaterialSearchCursor): number {
  if (a.r !== b.r) return a.r - b.r;
  if (a.s !== b.s) return a.s ? 1 : -1;
  return compareCodePoints(a.n, b.n) || (a.i < b.i ? -1 : a.i > b.i ? 1 : 0);
}

export class MaterialSearchIndex {
  private constructor(private readonly entries: Entry[]) {}

  static async load(db: Db, spaceId: string): Promise<MaterialSearchIndex> {
    const rows = await db
      .select({ id: materials.id, spaceId: materials.spaceId, text: materials.searchText, name: materials.name, nameEn: materials.nameEn })
      .from(materials)
      .where(or(eq(materials.spaceId, spaceId), isNull(materials.spaceId)));
    return new MaterialSearchIndex(
      rows.map((r) => ({ id: r.id, system: r.spaceId === null, text: r.text, sortEn: (r.nameEn ?? r.name).toLowerCase(), sortJa: r.name })),
    );
  }

  /** The space's index from memory while its materials_version is unchanged (see above). */
  static cached(db: Db, space: { id: string; materialsVersion: number }): Promise<MaterialSearchIndex> {
    return cachedIndexes(db, space.id, space.materialsVersion, () => MaterialSearchIndex.load(db, space.id));
  }

  /**
   * Materials whose search text holds `needle` (normalised), or whose formula is `hill` exactly.
   * Rank 0: a whole name, synonym, abbreviation, CAS or formula (THF → tetrahydrofuran); 1: a name
   * that starts with the query; 2: the rest. Then own before shipped, then by name; `limit` after `after`.
   */
  search(o: { needle: string; hill: string | null; scope: MaterialScope; lang: SortLang; after: MaterialSearchCursor | null; limit: number }): MaterialSearchHit[] {
    const whole = `| ${o.needle} |`;
    const start = `| ${o.needle}`;
    const wholeHill = o.hill ? `| ${o.hill} |` : null;
    const found: MaterialSearchCursor[] = [];
    for (const e of this.entries) {
      if ((o.scope === "own" && e.system) || (o.scope === "system" && !e.system)) continue;
      const t = e.text;
      const isHill = wholeHill !== null && t.includes(wholeHill);
      if (!isHill && !t.includes(o.needle)) continue;
      const key = { r: isHill || t.includes(whole) ? 0 : t.includes(start) ? 1 : 2, s: e.system, n: o.lang === "en" ? e.sortEn : e.sortJa, i: e.id };
      if (!o.after || compareKeys(key, o.after) > 0) found.push(key);
    }
    found.sort(compareKeys);
    return found.slice(0, o.limit).map((k) => ({ id: k.i, system: k.s, rank: k.r, sortName: k.n }));
  }
}
