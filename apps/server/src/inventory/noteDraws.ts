import { and, eq, sql } from "drizzle-orm";
import { can } from "@eln/shared";
import { InventoryMessages } from "@eln/shared/inventory";
import { convertToUnit, normalizeUnit } from "@eln/shared/materials";
import type { DbOrTx } from "../db/client";
import { findRow } from "../db/findRow";
import { AppError } from "../http/AppError";
import type { NoteAccess } from "../notes";
import { isUuid } from "../access/access";
import { materials, noteMaterials } from "../materials/schema";
import { inventoryContainerEvents, inventoryContainers, inventoryNoteDraws } from "./schema";
import { fieldError } from "./inventoryAccess";

/** What the note's material line now asks of the inventory. */
export interface LineDraw {
  materialId: string;
  quantity: number;
  unit: string;
  /** undefined: keep the line's container as it is; null: draw from none; else the container to draw from */
  containerId?: string | null;
  /** the line is being removed: everything it took goes back */
  removed?: boolean;
}

/** The line's quantity in the container's unit, through the material's molar mass, density and purity; null when it cannot convert. */
function lineInUnit(line: { quantity: number; unit: string }, unit: string, m: typeof materials.$inferSelect): number | null {
  const from = normalizeUnit(line.unit);
  const to = normalizeUnit(unit);
  if (from === to) return line.quantity;
  const converted = convertToUnit({ quantity: line.quantity, unit: from, molarMass: m.molarMass, density: m.density, purity: m.purity }, to);
  if (!converted.ok) return null;
  // Stock is kept to the microunit; more digits are noise from the conversion.
  return Math.round(converted.value * 1e6) / 1e6;
}

function inContainerUnit(line: LineDraw, unit: string, m: typeof materials.$inferSelect): number {
  const amount = lineInUnit(line, unit, m);
  if (amount === null) throw fieldError({ containerId: InventoryMessages.containerUnitMismatch });
  return amount;
}

async function lockContainer(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(inventoryContainers).where(eq(inventoryContainers.id, id)).for("update").limit(1);
  return row ?? null;
}

/** Moves a container's stock by `delta` (negative takes) and records who, when and which note; never below zero. */
async function move(tx: DbOrTx, container: typeof inventoryContainers.$inferSelect, delta: number, kind: "used" | "corrected", noteId: string, userId: string) {
  if (delta === 0) return;
  const after = Math.round((Number(container.amount) + delta) * 1e6) / 1e6;
  if (after < 0) throw fieldError({ quantity: InventoryMessages.notEnoughInContainer });
  await tx.update(inventoryContainers).set({ amount: after, updatedAt: sql`now()` }).where(eq(inventoryContainers.id, container.id));
  await tx.insert(inventoryContainerEvents).values({ containerId: container.id, kind, delta, amountAfter: after, userId, noteId });
  container.amount = after;
}

/**
 * Brings a container's stock in line with a note's material line, inside the line's transaction:
 * a new draw takes the line's amount, a changed amount or container moves the difference, a removed
 * line gives everything back. Any failure (unknown container, another material, not enough left)
 * throws a field error and the caller's transaction changes nothing.
 */
export async function syncNoteDraw(tx: DbOrTx, access: NoteAccess, userId: string, line: LineDraw): Promise<void> {
  const noteId = access.note.id;
  const existing = await findRow(tx, inventoryNoteDraws, and(eq(inventoryNoteDraws.noteId, noteId), eq(inventoryNoteDraws.materialId, line.materialId)));
  const targetId = line.removed ? null : line.containerId === undefined ? (existing?.containerId ?? null) : line.containerId;
  if (!existing && !targetId) return;
  // Stock belongs to the materials rules of the space, besides the note's edit right the route checked.
  if (!can(access.actor, "material.write")) throw new AppError("forbidden", "You do not have permission to do this.");
  // A disposed container is gone from the shelf: its stock no longer moves. The line keeps the
  // record of what it took while its quantity is edited (it asked for a container instead); removed
  // or moved to another container, the line gives nothing back to it.
  const previous = existing ? await lockContainer(tx, existing.containerId) : null;
  const previousGone = previous?.status === "disposed";
  if (previousGone && targetId === existing!.containerId) return;

  let target: typeof inventoryContainers.$inferSelect | null = null;
  let wanted = 0;
  if (targetId) {
    target = isUuid(targetId) ? await lockContainer(tx, targetId) : null;
    if (!target || target.spaceId !== access.project.spaceId || target.materialId !== line.materialId || target.status === "disposed")
      throw fieldError({ containerId: InventoryMessages.unknownContainer });
    const [m] = await tx.select().from(materials).where(eq(materials.id, line.materialId)).limit(1);
    wanted = inContainerUnit(line, target.unit, m);
  }

  if (existing && target && existing.containerId === target.id) {
    await move(tx, target, Number(existing.amount) - wanted, "corrected", noteId, userId);
  } else {
    if (previous && !previousGone) await move(tx, previous, Number(existing!.amount), "corrected", noteId, userId);
    if (target) await move(tx, target, -wanted, "used", noteId, userId);
  }

  const where = and(eq(inventoryNoteDraws.noteId, noteId), eq(inventoryNoteDraws.materialId, line.materialId));
  if (!target) await tx.delete(inventoryNoteDraws).where(where);
  else if (existing) await tx.update(inventoryNoteDraws).set({ containerId: target.id, amount: wanted, updatedAt: sql`now()` }).where(where);
  else await tx.insert(inventoryNoteDraws).values({ noteId, materialId: line.materialId, containerId: target.id, amount: wanted });
}

/** The container each line of a note draws from, for the lines' view. */
export async function noteDrawsByMaterial(db: DbOrTx, noteId: string) {
  const rows = await db
    .select({ materialId: inventoryNoteDraws.materialId, amount: inventoryNoteDraws.amount, id: inventoryContainers.id, code: inventoryContainers.code, left: inventoryContainers.amount, unit: inventoryContainers.unit })
    .from(inventoryNoteDraws)
    .innerJoin(inventoryContainers, eq(inventoryContainers.id, inventoryNoteDraws.containerId))
    .where(eq(inventoryNoteDraws.noteId, noteId));
  return new Map(rows.map((r) => [r.materialId, { id: r.id, code: r.code, drawn: Number(r.amount), amountLeft: Number(r.left), unit: r.unit }]));
}

/**
 * After a container's unit or material changed (its form or a CSV import): what each note line took
 * from it is restated in the container's unit now, as a new draw would take it, so a later change or
 * return moves the right amount (5 g given back to a bottle now kept in kg is 0.005 kg, not 5 kg).
 * Answers the field at fault when a draw cannot follow, a line of another material or of a unit that
 * does not convert; the caller then refuses the change.
 */
export async function restateContainerDraws(tx: DbOrTx, container: { id: string; materialId: string; unit: string }): Promise<Record<string, string> | null> {
  const lines = await tx
    .select({ noteId: inventoryNoteDraws.noteId, materialId: inventoryNoteDraws.materialId, quantity: noteMaterials.quantity, unit: noteMaterials.unit })
    .from(inventoryNoteDraws)
    .innerJoin(noteMaterials, and(eq(noteMaterials.noteId, inventoryNoteDraws.noteId), eq(noteMaterials.materialId, inventoryNoteDraws.materialId)))
    .where(eq(inventoryNoteDraws.containerId, container.id));
  if (!lines.length) return null;
  if (lines.some((l) => l.materialId !== container.materialId)) return { materialId: InventoryMessages.containerMaterialDrawn };
  const [m] = await tx.select().from(materials).where(eq(materials.id, container.materialId)).limit(1);
  for (const l of lines) {
    const amount = lineInUnit({ quantity: Number(l.quantity), unit: l.unit }, container.unit, m);
    if (amount === null) return { unit: InventoryMessages.containerUnitDrawn };
    await tx
      .update(inventoryNoteDraws)
      .set({ amount, updatedAt: sql`now()` })
      .where(and(eq(inventoryNoteDraws.noteId, l.noteId), eq(inventoryNoteDraws.materialId, l.materialId)));
  }
  return null;
}
