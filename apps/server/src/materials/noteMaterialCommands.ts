import { and, eq, isNull, or, sql } from "drizzle-orm";
import { normalizeUnit, type NoteMaterialLine, type NoteMaterialQuantity } from "@eln/shared/materials";
import type { DbOrTx } from "../db/client";
import { AppError } from "../http/AppError";
import type { NoteAccess } from "../notes";
import { isUuid } from "../access/access";
import { syncNoteDraw } from "../inventory";
import { materials, noteMaterials } from "./schema";
import { touchNote } from "./noteMaterialLines";
import { emitNoteMaterialsChanged } from "./noteMaterialsEvents";

type LineRow = typeof noteMaterials.$inferSelect;

/** After every change: the note counts as edited and listeners (risk screening) hear of it. */
async function changed(tx: DbOrTx, noteId: string, userId: string) {
  await touchNote(tx, noteId, userId);
  await emitNoteMaterialsChanged(tx, noteId);
}

/** Adds a material line at the end of the note, drawing from a container when one is named. */
export async function addNoteLine(tx: DbOrTx, access: NoteAccess, userId: string, body: NoteMaterialLine) {
  const { materialId, quantity, unit, containerId } = body;
  // The material must be one this note's space can use: the system list or the space's own.
  const [material] = isUuid(materialId)
    ? await tx
        .select({ id: materials.id })
        .from(materials)
        .where(and(eq(materials.id, materialId), or(isNull(materials.spaceId), eq(materials.spaceId, access.project.spaceId))))
        .limit(1)
    : [];
  if (!material) throw new AppError("not_found", "Material not found", { fields: { materialId: "validation.invalid" } });
  const inserted = await tx
    .insert(noteMaterials)
    .values({
      noteId: access.note.id,
      materialId,
      quantity,
      unit: normalizeUnit(unit),
      position: sql`(select coalesce(max(position), -1) + 1 from ${noteMaterials} where note_id = ${access.note.id}::uuid)`,
    })
    .onConflictDoNothing()
    .returning({ materialId: noteMaterials.materialId });
  if (!inserted.length)
    throw new AppError("material_duplicate", "This material is already on the note. Update its quantity instead.");
  await syncNoteDraw(tx, access, userId, { materialId, quantity, unit, containerId: containerId ?? null });
  await changed(tx, access.note.id, userId);
}

/** Marks one line (already checked to be on the note) as the limiting reagent, or none with null. */
export async function setLimitingLine(tx: DbOrTx, access: NoteAccess, userId: string, materialId: string | null) {
  await tx.update(noteMaterials).set({ isLimiting: false }).where(and(eq(noteMaterials.noteId, access.note.id), eq(noteMaterials.isLimiting, true)));
  if (materialId !== null)
    await tx
      .update(noteMaterials)
      .set({ isLimiting: true })
      .where(and(eq(noteMaterials.noteId, access.note.id), eq(noteMaterials.materialId, materialId)));
  await changed(tx, access.note.id, userId);
}

/** A line's new quantity, with the draw on its container following it. */
export async function updateNoteLine(tx: DbOrTx, access: NoteAccess, userId: string, line: LineRow, body: NoteMaterialQuantity) {
  await tx
    .update(noteMaterials)
    .set({ quantity: body.quantity, unit: normalizeUnit(body.unit), updatedAt: sql`now()` })
    .where(and(eq(noteMaterials.noteId, line.noteId), eq(noteMaterials.materialId, line.materialId)));
  await syncNoteDraw(tx, access, userId, { materialId: line.materialId, ...body });
  await changed(tx, access.note.id, userId);
}

/** Removes a line; what it drew from a container goes back first. */
export async function removeNoteLine(tx: DbOrTx, access: NoteAccess, userId: string, line: LineRow) {
  await syncNoteDraw(tx, access, userId, { materialId: line.materialId, quantity: 0, unit: line.unit, removed: true });
  await tx.delete(noteMaterials).where(and(eq(noteMaterials.noteId, line.noteId), eq(noteMaterials.materialId, line.materialId)));
  await changed(tx, access.note.id, userId);
}
