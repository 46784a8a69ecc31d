import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { trashEndpoints } from "@eln/shared/records";
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { TRASH_RETENTION_DAYS } from "@eln/shared/records";
import { authenticate } from "../http/authenticate";
import { AppError } from "../http/AppError";
import { authorizeSpaceRequest, spaceTransaction } from "../spaces";
import { isUuid } from "../access/access";
import { notes } from "../notes/schema";
import { projects } from "../projects/schema";
import { loadPeople, personRef } from "../notes";
import { purgeExpiredTrash, restoreNote, restoreProject } from "./trashCommands";

const HOUR_MS = 3_600_000;

/** A space's trash (owners): what was deleted in the last 30 days, and restoring it. */
export async function trashRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const purgeAt = (d: Date) => new Date(d.getTime() + TRASH_RETENTION_DAYS * 86_400_000).toISOString();

  route(app, trashEndpoints.list, async (req) => {
    const { access } = await authorizeSpaceRequest(req, req.params.spaceId, "space.trash");
    const ps = await db
      .select({ id: projects.id, title: projects.title, deletedAt: projects.deletedAt, deletedBy: projects.deletedBy })
      .from(projects)
      .where(and(eq(projects.spaceId, access.space.id), isNotNull(projects.deletedAt)))
      .orderBy(desc(projects.deletedAt))
      .limit(500);
    // Notes deleted on their own (a note inside a deleted project comes back with its project).
    const ns = await db
      .select({ id: notes.id, title: notes.title, deletedAt: notes.deletedAt, deletedBy: notes.deletedBy, projectTitle: projects.title })
      .from(notes)
      .innerJoin(projects, eq(projects.id, notes.projectId))
      .where(and(eq(projects.spaceId, access.space.id), isNull(projects.deletedAt), isNotNull(notes.deletedAt)))
      .orderBy(desc(notes.deletedAt))
      .limit(500);
    const people = await loadPeople(db, [...ps, ...ns].map((x) => x.deletedBy));
    const items = [
      ...ps.map((p) => ({ kind: "project" as const, id: p.id, title: p.title, projectTitle: null, deletedAt: p.deletedAt!.toISOString(), deletedBy: personRef(people, p.deletedBy), purgeAt: purgeAt(p.deletedAt!) })),
      ...ns.map((n) => ({ kind: "note" as const, id: n.id, title: n.title, projectTitle: n.projectTitle, deletedAt: n.deletedAt!.toISOString(), deletedBy: personRef(people, n.deletedBy), purgeAt: purgeAt(n.deletedAt!) })),
    ].sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
    return { items };
  });

  route(app, trashEndpoints.restore, async (req) => {
    await authenticate(req);
    if (!isUuid(req.params.id)) throw new AppError("not_found", "Not found");
    const restore = req.params.kind === "projects" ? restoreProject : restoreNote;
    await spaceTransaction(req, req.params.spaceId, "space.trash", (tx, access, me) => restore(tx, access.space.id, req.params.id, me.id));
    return { ok: true as const };
  });

  // The sweeper: hourly (and once at start), on every instance; purging twice is harmless.
  if (app.ctx.config.backgroundJobs) {
    const run = () => void purgeExpiredTrash(app.ctx).catch((err) => app.log.error({ err }, "trash purge failed"));
    const timer = setInterval(run, HOUR_MS);
    timer.unref();
    app.addHook("onReady", async () => run());
    app.addHook("onClose", async () => clearInterval(timer));
  }
}
