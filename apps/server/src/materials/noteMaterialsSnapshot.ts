import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { materials, noteMaterials } from "./schema";
import { loadNoteMaterialRows } from "./noteMaterialLines";
import { emitNoteMaterialsChanged } from "./noteMaterialsEvents";

/** A note's material lines as they travel with versions, duplicates and the PDF. */
export interface NoteMaterialSnapshotLine {
  materialId: string;
  name: string;
  nameEn: string | null;
  quantity: number;
  unit: string;
  molarMass: number | null;
  density: number | null;
  riskType: string;
  /** The note's limiting reagent (absent in snapshots written before it existed). */
  isLimiting?: boolean;
  casNumber?: string | null;
}

// Contract between the notes and materials features (the notes feature calls these
// from versions, duplicate, restore and the PDF).
export async function loadNoteMaterialsSnapshot(db: DbOrTx, noteId: string): Promise<NoteMaterialSnapshotLine[]> {
  const rows = await loadNoteMaterialRows(db, noteId);
  return rows.map(({ line, material }) => ({
    materialId: line.materialId,
    name: material.name,
    nameEn: material.nameEn,
    quantity: Number(line.quantity),
    unit: line.unit,
    molarMass: material.molarMass,
    density: material.density,
    riskType: material.riskType,
    isLimiting: line.isLimiting,
    casNumber: material.casNumber,
  }));
}

/** Copies every line (quantities, units, order, limiting reagent) to another note, e.g. a duplicate. */
export async function copyNoteMaterials(db: DbOrTx, fromNoteId: string, toNoteId: string): Promise<void> {
  await db.execute(sql`
    insert into ${noteMaterials} (note_id, material_id, quantity, unit, position, is_limiting)
    select ${toNoteId}::uuid, material_id, quantity, unit, position, is_limiting
    from ${noteMaterials} where note_id = ${fromNoteId}::uuid
    on conflict do nothing`);
  await emitNoteMaterialsChanged(db, toNoteId);
}

/**
 * Makes the note's lines those of a snapshot (restoring a version). Lines whose
 * material has since been deleted from the register are left out: the version
 * itself still shows them.
 */
export async function restoreNoteMaterials(db: DbOrTx, noteId: string, lines: NoteMaterialSnapshotLine[]): Promise<void> {
  await db.delete(noteMaterials).where(eq(noteMaterials.noteId, noteId));
  const ids = [...new Set(lines.map((l) => l.materialId))];
  if (ids.length) {
    const existing = new Set(
      (await db.select({ id: materials.id }).from(materials).where(and(inArray(materials.id, ids)))).map((r) => r.id),
    );
    const seen = new Set<string>();
    const rows = lines
      .filter((l) => existing.has(l.materialId) && !seen.has(l.materialId) && seen.add(l.materialId))
      .map((l, i) => ({
        noteId,
        materialId: l.materialId,
        quantity: l.quantity,
        unit: l.unit,
        position: i,
        isLimiting: !!l.isLimiting,
      }));
    // At most one limiting line.
    let limitingSeen = false;
    for (const r of rows) {
      if (r.isLimiting && limitingSeen) r.isLimiting = false;
      if (r.isLimiting) limitingSeen = true;
    }
    if (rows.length) await db.insert(noteMaterials).values(rows);
  }
  await emitNoteMaterialsChanged(db, noteId);
}
