import type { FastifyInstance } from "fastify";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { can } from "@eln/shared";
import { materialEndpoints, normalizeUnit } from "@eln/shared/materials";
import type { DbOrTx } from "../db/client";
import { AppError, notFound } from "../http/AppError";
import { route } from "../http/route";
import { type NoteAccess, noteTransaction, authorizeNoteRequest } from "../notes";
import { isUuid } from "../access/access";
import { materials, noteMaterials } from "./schema";
import { findNoteLine, loadNoteMaterialRows, presentNoteMaterialLines, touchNote } from "./noteMaterialLines";
import { emitNoteMaterialsChanged } from "./noteMaterialsEvents";
import { pushAfterWrites } from "./pushNoteMaterials";
import { noteDrawsByMaterial, syncNoteDraw } from "../inventory";


async function answer(db: DbOrTx, access: NoteAccess) {
  const [rows, draws] = await Promise.all([loadNoteMaterialRows(db, access.note.id), noteDrawsByMaterial(db, access.note.id)]);
  const present = presentNoteMaterialLines(rows, can(access.actor, "material.write"));
  return {
    spaceId: access.project.spaceId,
    ...present,
    lines: present.lines.map((l) => ({ ...l, container: draws.get(l.materialId) ?? null })),
    abilities: { "noteMaterial.write": can(access.actor, "noteMaterial.write") },
  };
}

/** After every change: the note counts as edited and listeners (risk screening) hear of it. */
async function changed(tx: DbOrTx, noteId: string, userId: string) {
  await touchNote(tx, noteId, userId);
  await emitNoteMaterialsChanged(tx, noteId);
}

async function requireLine(tx: DbOrTx, noteId: string, materialId: string) {
  if (!isUuid(materialId)) throw notFound();
  const line = await findNoteLine(tx, noteId, materialId);
  if (!line) throw notFound();
  return line;
}

export async function noteMaterialRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // Other viewers of the note see the lines, the risk panel and the assessment change live.
  pushAfterWrites(app, [materialEndpoints.addNoteLine.path, materialEndpoints.setLimiting.path, materialEndpoints.updateNoteLine.path]);

  route(app, materialEndpoints.noteLines, async (req) => {
    const { access } = await authorizeNoteRequest(req, req.params.noteId, "note.read");
    return answer(db, access);
  });

  route(app, materialEndpoints.addNoteLine, async (req, reply) => {
    const result = await noteTransaction(req, req.params.noteId, "noteMaterial.write", async (tx, access, user) => {
      const { materialId, quantity, unit, containerId } = req.body;
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
      await syncNoteDraw(tx, access, user.id, { materialId, quantity, unit, containerId: containerId ?? null });
      await changed(tx, access.note.id, user.id);
      return answer(tx, access);
    });
    return reply.status(201).send(result);
  });

  route(app, materialEndpoints.setLimiting, async (req) => {
    return noteTransaction(req, req.params.noteId, "noteMaterial.write", async (tx, access, user) => {
      const { materialId } = req.body;
      if (materialId !== null) await requireLine(tx, access.note.id, materialId);
      await tx.update(noteMaterials).set({ isLimiting: false }).where(and(eq(noteMaterials.noteId, access.note.id), eq(noteMaterials.isLimiting, true)));
      if (materialId !== null)
        await tx
          .update(noteMaterials)
          .set({ isLimiting: true })
          .where(and(eq(noteMaterials.noteId, access.note.id), eq(noteMaterials.materialId, materialId)));
      await changed(tx, access.note.id, user.id);
      return answer(tx, access);
    });
  });

  route(app, materialEndpoints.updateNoteLine, async (req) => {
    return noteTransaction(req, req.params.noteId, "noteMaterial.write", async (tx, access, user) => {
      const line = await requireLine(tx, access.note.id, req.params.materialId);
      await tx
        .update(noteMaterials)
        .set({ quantity: req.body.quantity, unit: normalizeUnit(req.body.unit), updatedAt: sql`now()` })
        .where(and(eq(noteMaterials.noteId, line.noteId), eq(noteMaterials.materialId, line.materialId)));
      await syncNoteDraw(tx, access, user.id, { materialId: line.materialId, ...req.body });
      await changed(tx, access.note.id, user.id);
      return answer(tx, access);
    });
  });

  route(app, materialEndpoints.removeNoteLine, async (req) => {
    return noteTransaction(req, req.params.noteId, "noteMaterial.write", async (tx, access, user) => {
    const line = await requireLine(tx, access.note.id, req.params.materialId);
    await syncNoteDraw(tx, access, user.id, { materialId: line.materialId, quantity: 0, unit: line.unit, removed: true });
    await tx.delete(noteMaterials).where(and(eq(noteMaterials.noteId, line.noteId), eq(noteMaterials.materialId, line.materialId)));
    await changed(tx, access.note.id, user.id);
    return answer(tx, access);
  });
  });
}
