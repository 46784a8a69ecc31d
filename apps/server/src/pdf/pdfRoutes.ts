import type { FastifyInstance } from "fastify";
import { noteEndpoints } from "@eln/shared/notes";
import { route } from "../http/route";
import { authorizeNoteRequest, contentNow, loadPeople, loadTagsOfNotes } from "../notes";
import { getCollab } from "../collab";
import { loadNoteMaterialsSnapshot } from "../materials";
import { pdfLabels, renderNotePdf } from "./renderNotePdf";
import { recordAuditEvent } from "../audit";
import { loadSignaturesForExport } from "../records";
import { loadPdfAttachments } from "./pdfAttachments";
import { createStorage } from "../attachments";

/** GET /api/notes/:id/pdf — the note as a PDF download (labels in ?lang=en|ja). */
export async function pdfRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const storage = createStorage(app.ctx.config);
  route(app, noteEndpoints.pdf, async (req, reply) => {
    const { me: user, access } = await authorizeNoteRequest(req, req.params.id, "note.read");
    const n = access.note;
    const content = await contentNow(db, n.id, getCollab(app.ctx).liveSnapshot(n.id, n.title));
    const [people, tagMap, materials, files] = await Promise.all([
      loadPeople(db, [n.createdBy, n.updatedBy]),
      loadTagsOfNotes(db, [n.id]),
      loadNoteMaterialsSnapshot(db, n.id),
      loadPdfAttachments(db, storage, n.id, req.log),
    ]);
    const pdf = await renderNotePdf(
      {
        id: n.id,
        title: n.title,
        projectTitle: access.project.title,
        createdAt: n.createdAt,
        updatedAt: n.updatedAt,
        createdBy: (n.createdBy && people.get(n.createdBy)) || "—",
        updatedBy: (n.updatedBy && people.get(n.updatedBy)) || "—",
        imported: n.importedAt ? { from: n.importedFrom, originalAuthor: n.originalAuthor, at: n.importedAt, by: (n.createdBy && people.get(n.createdBy)) || "—" } : null,
        tags: tagMap.get(n.id) ?? [],
        content,
        materials,
        signatures: await loadSignaturesForExport(app.ctx, n, content),
        lockedAt: n.lockedAt,
        timeZone: req.query.tz,
        images: files.images,
        attachments: files.list,
      },
      pdfLabels[req.query.lang],
    );
    await db.transaction((tx) =>
      recordAuditEvent(tx, { spaceId: access.project.spaceId, kind: "note.exported", actorId: user.id, target: { type: "note", id: n.id }, data: { title: n.title, projectId: access.project.id, format: "pdf" } }),
    );
    const safe = n.title.replace(/[\\/:*?"<>|\r\n]+/g, "_").slice(0, 100) || "note";
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="note.pdf"; filename*=UTF-8''${encodeURIComponent(safe)}.pdf`)
      .send(pdf);
  });
}
