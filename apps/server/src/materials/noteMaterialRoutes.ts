import type { FastifyInstance } from "fastify";
import { can } from "@eln/shared";
import { materialEndpoints } from "@eln/shared/materials";
import type { DbOrTx } from "../db/client";
import { notFound } from "../http/AppError";
import { route } from "../http/route";
import { type NoteAccess, mayOnNote, noteTransaction, authorizeNoteRequest } from "../notes";
import { isUuid } from "../access/access";
import { findNoteLine, loadNoteMaterialRows, presentNoteMaterialLines } from "./noteMaterialLines";
import { pushAfterWrites } from "./pushNoteMaterials";
import { addNoteLine, removeNoteLine, setLimitingLine, updateNoteLine } from "./noteMaterialCommands";
import { noteDrawsByMaterial } from "../inventory";


async function answer(db: DbOrTx, access: NoteAccess) {
  const [rows, draws] = await Promise.all([loadNoteMaterialRows(db, access.note.id), noteDrawsByMaterial(db, access.note.id)]);
  const present = presentNoteMaterialLines(rows, can(access.actor, "material.write"));
  return {
    spaceId: access.project.spaceId,
    ...present,
    lines: present.lines.map((l) => ({ ...l, container: draws.get(l.materialId) ?? null })),
    // As authorizeNote judges it: none on a locked note.
    abilities: { "noteMaterial.write": mayOnNote(access, "noteMaterial.write") },
  };
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
      await addNoteLine(tx, access, user.id, req.body);
      return answer(tx, access);
    });
    return reply.status(201).send(result);
  });

  route(app, materialEndpoints.setLimiting, async (req) => {
    return noteTransaction(req, req.params.noteId, "noteMaterial.write", async (tx, access, user) => {
      const { materialId } = req.body;
      if (materialId !== null) await requireLine(tx, access.note.id, materialId);
      await setLimitingLine(tx, access, user.id, materialId);
      return answer(tx, access);
    });
  });

  route(app, materialEndpoints.updateNoteLine, async (req) => {
    return noteTransaction(req, req.params.noteId, "noteMaterial.write", async (tx, access, user) => {
      const line = await requireLine(tx, access.note.id, req.params.materialId);
      await updateNoteLine(tx, access, user.id, line, req.body);
      return answer(tx, access);
    });
  });

  route(app, materialEndpoints.removeNoteLine, async (req) => {
    return noteTransaction(req, req.params.noteId, "noteMaterial.write", async (tx, access, user) => {
      const line = await requireLine(tx, access.note.id, req.params.materialId);
      await removeNoteLine(tx, access, user.id, line);
      return answer(tx, access);
    });
  });
}
