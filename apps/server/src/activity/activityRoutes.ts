import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { activityEndpoints } from "@eln/shared/activity";
import { authorizeProjectRequest } from "../projects";
import { loadPeople, personRef } from "../notes";
import { loadProjectActivity } from "./projectActivity";

export async function activityRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  route(app, activityEndpoints.project, async (req) => {
    const { access } = await authorizeProjectRequest(req, req.params.id, "project.read");
    const { rows, nextCursor } = await loadProjectActivity(db, access.project.id, req.query);
    const people = await loadPeople(db, rows.map((x) => x.actor));
    return {
      items: rows.map((x) => ({
        kind: x.kind,
        at: new Date(x.at).toISOString(),
        actor: personRef(people, x.actor),
        noteId: x.note_id,
        noteTitle: x.note_title,
        detail: x.detail,
      })),
      nextCursor,
    };
  });
}
