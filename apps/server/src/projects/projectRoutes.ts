import type { FastifyInstance } from "fastify";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { abilitiesFor, ProjectAbilityActions, can } from "@eln/shared";
import { projectEndpoints } from "@eln/shared/spaces";
import { route } from "../http/route";
import type { SessionUser } from "../http/context";
import { type ProjectAccess, authorizeProjectRequest, lockedProjectTransaction, projectTransaction } from "./projectAccess";
import { spaceTransaction, presentProject } from "../spaces";
import type { DbOrTx } from "../db/client";
import { user } from "../accounts/schema";
import { spaceMembers, spaces } from "../spaces/schema";
import { projectMembers } from "./schema";
import { createProject, updateProject } from "./projectCommands";
import { addProjectMember, changeProjectRole, removeProjectMember } from "./projectMemberCommands";
import { closeProjectNotes, moveProjectToTrash } from "../trash";
import { getCollab } from "../collab";


async function presentProjectDetail(db: DbOrTx, access: ProjectAccess) {
  const [row] = await db
    .select({ spaceTitle: spaces.title, members: sql<number>`(select count(*)::int from ${projectMembers} c where c.project_id = ${access.project.id})` })
    .from(spaces)
    .where(eq(spaces.id, access.project.spaceId));
  const role = access.actor.projectRole ?? null;
  return {
    project: presentProject(access.project, role, Number(row?.members ?? 0)),
    role,
    spaceRole: access.actor.spaceRole!,
    abilities: abilitiesFor(access.actor, ProjectAbilityActions),
    spaceId: access.project.spaceId,
    spaceTitle: row?.spaceTitle ?? "",
  };
}

export async function projectRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  // A space member who creates a project becomes its owner.
  route(app, projectEndpoints.create, async (req) => {
    return spaceTransaction(req, req.body.space_id, "space.createProject", async (tx, access, me) => {
      const p = await createProject(tx, { spaceId: access.space.id, title: req.body.name, description: req.body.description, createdBy: me.id });
      return presentProject(p, "owner", 1);
    });
  });

  route(app, projectEndpoints.get, async (req) => {
    const { access } = await authorizeProjectRequest(req, req.params.projectId, "project.read");
    return presentProjectDetail(db, access);
  });

  route(app, projectEndpoints.update, async (req) => {
    return projectTransaction(req, req.params.projectId, "project.update", async (tx, access) => {
      const p = await updateProject(tx, access.project.id, { title: req.body.name, description: req.body.description });
      return presentProjectDetail(tx, { ...access, project: p });
    });
  });

  // Cascades to the project's members, notes, tags and versions.
  route(app, projectEndpoints.remove, async (req) => {
    await projectTransaction(req, req.params.projectId, "project.delete", async (tx, access, me) => {
      // To the space's trash (restorable for 30 days), recorded in the audit trail.
      await moveProjectToTrash(tx, access, me.id);
    });
    const collab = getCollab(app.ctx);
    await closeProjectNotes(app.ctx, req.params.projectId, (id) => collab.closeNote(id));
    return { ok: true as const };
  });

  // ---- members ----

  route(app, projectEndpoints.listMembers, async (req) => {
    const { access } = await authorizeProjectRequest(req, req.params.projectId, "project.read");
    const members = await db
      .select({ userId: projectMembers.userId, email: user.email, fullName: user.name, role: projectMembers.role })
      .from(projectMembers)
      .innerJoin(user, eq(user.id, projectMembers.userId))
      .where(eq(projectMembers.projectId, access.project.id))
      .orderBy(asc(user.name), asc(user.email));
    const canManage = can(access.actor, "project.manageMembers");
    // The people one can add: space members not yet in the project.
    const candidates = canManage
      ? await db
          .select({ userId: spaceMembers.userId, email: user.email, fullName: user.name, role: spaceMembers.role })
          .from(spaceMembers)
          .innerJoin(user, eq(user.id, spaceMembers.userId))
          .leftJoin(projectMembers, and(eq(projectMembers.projectId, access.project.id), eq(projectMembers.userId, spaceMembers.userId)))
          .where(and(eq(spaceMembers.spaceId, access.project.spaceId), isNull(projectMembers.userId)))
          .orderBy(asc(user.name), asc(user.email))
      : [];
    return { members, candidates, canManage };
  });

  route(app, projectEndpoints.addMember, async (req) => {
    await lockedProjectTransaction(req, req.params.projectId, "project.manageMembers", (tx, access, me) =>
      addProjectMember(tx, access.project, { userId: req.body.userId, role: req.body.role, actorId: me.id }),
    );
    return { ok: true as const };
  });

  route(app, projectEndpoints.updateMember, async (req) => {
    await lockedProjectTransaction(req, req.params.projectId, "project.manageMembers", (tx, access, me) =>
      changeProjectRole(tx, access.project, { userId: req.params.userId, role: req.body.role, actorId: me.id }),
    );
    return { ok: true as const };
  });

  route(app, projectEndpoints.removeMember, async (req) => {
    const action = (me: SessionUser) => (req.params.userId === me.id ? "project.leave" : "project.manageMembers");
    await lockedProjectTransaction(req, req.params.projectId, action, (tx, access, me) =>
      removeProjectMember(tx, access.project, { userId: req.params.userId, actorId: me.id }),
    );
    return { ok: true as const };
  });

  route(app, projectEndpoints.leave, async (req) => {
    await lockedProjectTransaction(req, req.params.projectId, "project.leave", (tx, access, me) =>
      removeProjectMember(tx, access.project, { userId: me.id, actorId: me.id }),
    );
    return { ok: true as const };
  });
}
