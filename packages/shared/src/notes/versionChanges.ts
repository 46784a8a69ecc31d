import type { NoteVersionMaterial, Tag } from "./noteSchemas";

// What changed between two states of a note beside its text (compare view): its material lines
// and its tags. Versions keep both, and restoring one replaces them, so a comparison that showed
// the text alone hid part of what a restore would do.

export interface MaterialLineChange {
  name: string;
  /** The line in the older state; null: added. */
  before: NoteVersionMaterial | null;
  /** The line in the newer state; null: removed. */
  after: NoteVersionMaterial | null;
}

const lineKey = (m: NoteVersionMaterial) => m.materialId ?? m.name ?? "";
const sameLine = (a: NoteVersionMaterial, b: NoteVersionMaterial) => a.quantity === b.quantity && a.unit === b.unit && !!a.isLimiting === !!b.isLimiting;

/** Lines added, removed or changed (quantity, unit, limiting reagent), in the newer state's order, then the removed ones. */
export function materialLineChanges(older: NoteVersionMaterial[], newer: NoteVersionMaterial[]): MaterialLineChange[] {
  const before = new Map(older.map((m) => [lineKey(m), m]));
  const seen = new Set<string>();
  const changes: MaterialLineChange[] = [];
  for (const m of newer) {
    const key = lineKey(m);
    seen.add(key);
    const was = before.get(key);
    if (!was || !sameLine(was, m)) changes.push({ name: m.name ?? was?.name ?? "", before: was ?? null, after: m });
  }
  for (const m of older) if (!seen.has(lineKey(m))) changes.push({ name: m.name ?? "", before: m, after: null });
  return changes;
}

/** Tags added and removed (by id; named as in the state that has them). */
export function tagChanges(older: Tag[], newer: Tag[]): { added: Tag[]; removed: Tag[] } {
  const olderIds = new Set(older.map((t) => t.id));
  const newerIds = new Set(newer.map((t) => t.id));
  return { added: newer.filter((t) => !olderIds.has(t.id)), removed: older.filter((t) => !newerIds.has(t.id)) };
}
