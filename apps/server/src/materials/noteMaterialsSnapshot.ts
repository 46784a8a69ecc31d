import type { DbOrTx } from "../db/client";

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
}

// Contract between the notes and materials features; the materials feature implements these.
export async function loadNoteMaterialsSnapshot(_db: DbOrTx, _noteId: string): Promise<NoteMaterialSnapshotLine[]> {
  return [];
}
export async function copyNoteMaterials(_db: DbOrTx, _fromNoteId: string, _toNoteId: string): Promise<void> {}
export async function restoreNoteMaterials(_db: DbOrTx, _noteId: string, _lines: NoteMaterialSnapshotLine[]): Promise<void> {}
