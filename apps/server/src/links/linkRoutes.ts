import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { linkEndpoints } from "@eln/shared/links";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { can } from "@eln/shared";
import { actorOf } from "../access/access";
import { noteHref } from "@eln/shared/links";
import { authorizeNoteRequest } from "../notes";
import { loadSpaceAccess, type SpaceAccess, authorizeSpaceRequest } from "../spaces";
import { AppError } from "../http/AppError";
import { notes } from "../notes/schema";
import { projectMembers, projects } from "../projects/schema";
import { materials } from "../materials/schema";


export async function linkRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  /** Notes of the space the caller may read whose text links to `href`; only what they may see is listed. */
  async function notesLinkingTo(access: SpaceAccess, userId: string, href: string, exceptNoteId?: string) {
    const rows = await db
      .select({ id: projects.id, title: projects.title, role: projectMembers.role })
      .from(projects)
      .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)))
      .where(eq(projects.spaceId, access.space.id));
    const readable = rows.filter((p) => can(actorOf(access.actor.spaceRole, p.role), "project.read"));
    if (!readable.length) return [];
    const titles = new Map(readable.map((p) => [p.id, p.title]));
    // Link marks keep their href in the JSON copy of the note; the quoted form matches the whole address.
    const found = await db
      .select({ id: notes.id, title: notes.title, projectId: notes.projectId, updatedAt: notes.updatedAt })
      .from(notes)
      .where(and(inArray(notes.projectId, [...titles.keys()]), sql`strpos(${notes.content}::text, ${`"${href}`}) > 0`, exceptNoteId ? ne(notes.id, exceptNoteId) : undefined))
      .orderBy(desc(notes.updatedAt))
      .limit(100);
    return found.map((n) => ({ ...n, projectTitle: titles.get(n.projectId) ?? "", updatedAt: n.updatedAt.toISOString() }));
  }

  route(app, linkEndpoints.noteBacklinks, async (req) => {
    const { me, access } = await authorizeNoteRequest(req, req.params.id, "note.read");
    const space = (await loadSpaceAccess(db, access.project.spaceId, me.id))!;
    return { items: await notesLinkingTo(space, me.id, `${noteHref(access.note.id)}"`, access.note.id) };
  });

  route(app, linkEndpoints.materialBacklinks, async (req) => {
    const { me, access: space } = await authorizeSpaceRequest(req, req.params.spaceId, "space.read");
    const [m] = /^[0-9a-f-]{36}$/i.test(req.params.materialId)
      ? await db.select({ id: materials.id, spaceId: materials.spaceId }).from(materials).where(eq(materials.id, req.params.materialId))
      : [];
    if (!m || (m.spaceId && m.spaceId !== space.space.id)) throw new AppError("not_found", "Not found");
    return { items: await notesLinkingTo(space, me.id, `/spaces/${space.space.id}/materials?material=${m.id}&`) };
  });
}
