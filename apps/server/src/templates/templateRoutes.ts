import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { templateEndpoints } from "@eln/shared/templates";
import { and, asc, eq } from "drizzle-orm";
import { can } from "@eln/shared";
import { authenticate } from "../http/authenticate";
import { AppError } from "../http/AppError";
import { authorizeNoteRequest, contentNow, loadPeople, personRef, presentSummaries } from "../notes";
import { authorizeProjectRequest } from "../projects";
import { authorizeSpace, loadSpaceAccess, type SpaceAccess, authorizeSpaceRequest } from "../spaces";
import { getCollab } from "../collab";
import { noteTemplates } from "./schema";
import { createNoteFromTemplate, deleteTemplate, saveNoteAsTemplate } from "./templateCommands";
import { findById } from "../db/findRow";
import { createStorage } from "../attachments";

type TemplateRow = typeof noteTemplates.$inferSelect;

export async function templateRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // Templates keep copies of the images they show, beside the attachments.
  const storage = createStorage(app.ctx.config);

  /** Space owners may delete any template, members their own. */
  const mayDelete = (row: TemplateRow, access: SpaceAccess, userId: string) => row.createdBy === userId || can(access.actor, "space.update");
  async function present(rows: TemplateRow[], access: SpaceAccess, userId: string) {
    const people = await loadPeople(db, rows.map((x) => x.createdBy));
    return rows.map((x) => ({
      id: x.id,
      spaceId: x.spaceId,
      title: x.title,
      description: x.description,
      tags: x.tags,
      materials: x.materials,
      createdBy: personRef(people, x.createdBy),
      createdAt: x.createdAt.toISOString(),
      canDelete: mayDelete(x, access, userId),
    }));
  }

  route(app, templateEndpoints.list, async (req) => {
    const { me: user, access } = await authorizeSpaceRequest(req, req.params.id, "space.read");
    const rows = await db.select().from(noteTemplates).where(eq(noteTemplates.spaceId, access.space.id)).orderBy(asc(noteTemplates.title));
    return { items: await present(rows, access, user.id) };
  });

  // Saving shares the note's text with the whole space, so it takes the right to edit the note.
  route(app, templateEndpoints.saveNote, async (req, reply) => {
    const { me: user, access } = await authorizeNoteRequest(req, req.params.id, "note.update");
    const row = await saveNoteAsTemplate(db, storage, {
      spaceId: access.project.spaceId,
      noteId: access.note.id,
      content: await contentNow(db, access.note.id, getCollab(app.ctx).liveSnapshot(access.note.id, access.note.title)),
      title: req.body.title,
      description: req.body.description,
      userId: user.id,
    });
    const spaceAccess = (await loadSpaceAccess(db, access.project.spaceId, user.id))!;
    return reply.status(201).send((await present([row], spaceAccess, user.id))[0]);
  });

  route(app, templateEndpoints.remove, async (req) => {
    const user = await authenticate(req);
    const row = await findById(db, noteTemplates, req.params.id);
    const access = authorizeSpace(row ? await loadSpaceAccess(db, row.spaceId, user.id) : null, "space.read");
    if (!mayDelete(row!, access, user.id)) throw new AppError("forbidden", "You do not have permission to do this.");
    await deleteTemplate(db, storage, access.space.id, row!.id, req.log);
    return { ok: true as const };
  });

  route(app, templateEndpoints.newNote, async (req, reply) => {
    const { me: user, access } = await authorizeProjectRequest(req, req.params.id, "note.create");
    // A template of another space is as unknown as a missing one.
    const [template] = await db
      .select()
      .from(noteTemplates)
      .where(and(eq(noteTemplates.id, req.body.templateId), eq(noteTemplates.spaceId, access.project.spaceId)));
    if (!template) throw new AppError("not_found", "Not found");
    const note = await createNoteFromTemplate(db, storage, { projectId: access.project.id, spaceId: access.project.spaceId, template, title: req.body.title, userId: user.id });
    const [summary] = await presentSummaries(db, [note]);
    return reply.status(201).send(summary);
  });
}
