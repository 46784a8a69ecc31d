import { and, asc, eq, sql } from "drizzle-orm";
import { convertQuantity, equivalents, type NoteMaterialLineView } from "@eln/shared/materials";
import type { DbOrTx } from "../db/client";
import { findRow } from "../db/findRow";
import { notes } from "../notes/schema";
import { materials, noteMaterials } from "./schema";
import { presentMaterial, type MaterialRow } from "./presentMaterial";

export interface NoteMaterialLineRow {
  line: typeof noteMaterials.$inferSelect;
  material: MaterialRow;
}

/** The note's line for one material; null when the material is not on the note. */
export function findNoteLine(db: DbOrTx, noteId: string, materialId: string) {
  return findRow(db, noteMaterials, and(eq(noteMaterials.noteId, noteId), eq(noteMaterials.materialId, materialId)));
}

export async function loadNoteMaterialRows(db: DbOrTx, noteId: string): Promise<NoteMaterialLineRow[]> {
  return db
    .select({ line: noteMaterials, material: materials })
    .from(noteMaterials)
    .innerJoin(materials, eq(materials.id, noteMaterials.materialId))
    .where(eq(noteMaterials.noteId, noteId))
    .orderBy(asc(noteMaterials.position), asc(noteMaterials.createdAt));
}

/** The note's lines with their conversions (mass ⇄ moles ⇄ volume) and equivalents. */
export function presentNoteMaterialLines(rows: NoteMaterialLineRow[], canWriteMaterials: boolean) {
  const inputs = rows.map(({ line, material }) => ({
    quantity: Number(line.quantity),
    unit: line.unit,
    molarMass: material.molarMass,
    density: material.density,
    purity: material.purity,
  }));
  const limitingIndex = rows.findIndex((r) => r.line.isLimiting);
  const eq = limitingIndex >= 0 ? equivalents(inputs, limitingIndex) : null;
  let equivalentsNote: string | null = null;
  if (eq && limitingIndex >= 0 && !eq[limitingIndex].ok) equivalentsNote = "materials.limitingUnavailable";
  const lines: NoteMaterialLineView[] = rows.map(({ line, material }, i) => {
    const conversion = convertQuantity(inputs[i]);
    const e = eq?.[i];
    return {
      materialId: line.materialId,
      material: presentMaterial(material, canWriteMaterials && material.spaceId !== null),
      quantity: inputs[i].quantity,
      unit: line.unit,
      position: line.position,
      isLimiting: line.isLimiting,
      conversion: conversion.ok
        ? { ...conversion, missing: conversion.missing as Record<string, ("molarMass" | "density")[]> }
        : conversion,
      equivalents: e && e.ok ? e.equivalents : null,
    };
  });
  return {
    lines,
    limitingMaterialId: limitingIndex >= 0 ? rows[limitingIndex].line.materialId : null,
    equivalentsNote,
  };
}

/** A change to the lines is an edit of the note: it moves "last edited". */
export async function touchNote(db: DbOrTx, noteId: string, userId: string | null): Promise<void> {
  await db.update(notes).set({ updatedAt: sql`now()`, updatedBy: userId }).where(eq(notes.id, noteId));
}
