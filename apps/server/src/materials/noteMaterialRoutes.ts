import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { can } from "@eln/shared";
import {
  noteMaterialLimitingSchema,
  noteMaterialLineSchema,
  noteMaterialQuantitySchema,
  noteMaterialsAnswerSchema,
  normalizeUnit,
} from "@eln/shared/materials";
import { z } from "zod";
import type { Db, DbOrTx } from "../db/client";
import { authenticate } from "../http/authenticate";
import { AppError, notFound } from "../http/AppError";
import { authorizeNote, loadNoteAccess, type NoteAccess } from "../notes/noteAccess";
import { isUuid } from "../access/access";
import { materials, noteMaterials } from "./schema";
import { loadNoteMaterialRows, presentNoteMaterialLines, touchNote } from "./noteMaterialLines";
import { emitNoteMaterialsChanged } from "./noteMaterialsEvents";
import { pushAfterWrites } from "./pushNoteMaterials";
import { noteDrawsByMaterial, syncNoteDraw } from "../inventory/noteDraws";

const noteParams = z.object({ noteId: z.string().max(64) });
const lineParams = z.object({ noteId: z.string().max(64), materialId: z.string().max(64) });

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
  const [line] = await tx
    .select()
    .from(noteMaterials)
    .where(and(eq(noteMaterials.noteId, noteId), eq(noteMaterials.materialId, materialId)))
    .limit(1);
  if (!line) throw notFound();
  return line;
}

export async function noteMaterialRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const tags = ["materials"];
  const schema = { 200: noteMaterialsAnswerSchema };
  // Other viewers of the note see the lines, the risk panel and the assessment change live.
  pushAfterWrites(app, ["/api/notes/:noteId/materials", "/api/notes/:noteId/materials/limiting", "/api/notes/:noteId/materials/:materialId"]);

  r.get("/api/notes/:noteId/materials", { schema: { tags, params: noteParams, response: schema } }, async (req) => {
    const user = await authenticate(req);
    const access = authorizeNote(await loadNoteAccess(db, req.params.noteId, user.id), "note.read");
    return answer(db, access);
  });

  r.post(
    "/api/notes/:noteId/materials",
    { schema: { tags, params: noteParams, body: noteMaterialLineSchema, response: { 201: noteMaterialsAnswerSchema } } },
    async (req, reply) => {
      const user = await authenticate(req);
      const result = await db.transaction(async (tx) => {
        const access = authorizeNote(await loadNoteAccess(tx as unknown as Db, req.params.noteId, user.id), "noteMaterial.write");
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
    },
  );

  r.put(
    "/api/notes/:noteId/materials/limiting",
    { schema: { tags, params: noteParams, body: noteMaterialLimitingSchema, response: schema } },
    async (req) => {
      const user = await authenticate(req);
      return db.transaction(async (tx) => {
        const access = authorizeNote(await loadNoteAccess(tx as unknown as Db, req.params.noteId, user.id), "noteMaterial.write");
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
    },
  );

  r.put(
    "/api/notes/:noteId/materials/:materialId",
    { schema: { tags, params: lineParams, body: noteMaterialQuantitySchema, response: schema } },
    async (req) => {
      const user = await authenticate(req);
      return db.transaction(async (tx) => {
        const access = authorizeNote(await loadNoteAccess(tx as unknown as Db, req.params.noteId, user.id), "noteMaterial.write");
        const line = await requireLine(tx, access.note.id, req.params.materialId);
        await tx
          .update(noteMaterials)
          .set({ quantity: req.body.quantity, unit: normalizeUnit(req.body.unit), updatedAt: sql`now()` })
          .where(and(eq(noteMaterials.noteId, line.noteId), eq(noteMaterials.materialId, line.materialId)));
        await syncNoteDraw(tx, access, user.id, { materialId: line.materialId, ...req.body });
        await changed(tx, access.note.id, user.id);
        return answer(tx, access);
      });
    },
  );

  r.delete("/api/notes/:noteId/materials/:materialId", { schema: { tags, params: lineParams, response: schema } }, async (req) => {
    const user = await authenticate(req);
    return db.transaction(async (tx) => {
      const access = authorizeNote(await loadNoteAccess(tx as unknown as Db, req.params.noteId, user.id), "noteMaterial.write");
      const line = await requireLine(tx, access.note.id, req.params.materialId);
      await syncNoteDraw(tx, access, user.id, { materialId: line.materialId, quantity: 0, unit: line.unit, removed: true });
      await tx.delete(noteMaterials).where(and(eq(noteMaterials.noteId, line.noteId), eq(noteMaterials.materialId, line.materialId)));
      await changed(tx, access.note.id, user.id);
      return answer(tx, access);
    });
  });
}
