import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { searchEndpoints } from "@eln/shared/search";
import { and, eq } from "drizzle-orm";
import { can } from "@eln/shared";
import { actorOf } from "../access/access";
import { AppError } from "../http/AppError";
import { authorizeSpaceRequest } from "../spaces";
import { projectMembers, projects } from "../projects/schema";
import { searchSpace } from "./searchSpace";


export async function searchRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, searchEndpoints.space, async (req) => {
    const { me, access } = await authorizeSpaceRequest(req, req.params.spaceId, "space.read");
    const { q, projectId, limit } = req.query;
    // Which projects of the space the caller may read, decided by the permission table.
    const rows = await db
      .select({ id: projects.id, role: projectMembers.role })
      .from(projects)
      .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, me.id)))
      .where(eq(projects.spaceId, access.space.id));
    const readable = rows.filter((p) => can(actorOf(access.actor.spaceRole, p.role), "project.read")).map((p) => p.id);
    let projectIds: string[] | null = readable.length === rows.length ? null : readable;
    if (projectId) {
      if (!readable.includes(projectId)) throw new AppError("not_found", "Not found");
      projectIds = [projectId];
    }
    return searchSpace(db, { spaceId: access.space.id, projectIds }, q, limit);
  });
}
