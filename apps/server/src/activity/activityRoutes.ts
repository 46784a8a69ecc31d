import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { activityEndpoints } from "@eln/shared/activity";
import { sql } from "drizzle-orm";
import { type ActivityKind } from "@eln/shared/activity";
import { authorizeProjectRequest } from "../projects";
import { loadPeople, personRef } from "../notes";


/**
 * Read from the tables that already record who did what (notes, versions, comments, attachments);
 * an audit trail can feed this later without changing the answer's shape.
 */
export async function activityRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  route(app, activityEndpoints.project, async (req) => {
    const { access } = await authorizeProjectRequest(req, req.params.id, "project.read");
    const p = access.project.id;
    const res = await db.execute(sql`
      select * from (
        select 'noteCreated' as kind, n.created_at as at, n.created_by as actor, n.id as note_id, n.title as note_title, '' as detail
          from notes n where n.project_id = ${p} and n.deleted_at is null and n.imported_at is null
        union all
        -- An imported note was created elsewhere (its dates are the archive's): the importer imported it, when they did.
        select 'noteImported', n.imported_at, n.created_by, n.id, n.title, coalesce(n.imported_from, '')
          from notes n where n.project_id = ${p} and n.deleted_at is null and n.imported_at is not null
        union all
        select 'noteEdited', n.updated_at, n.updated_by, n.id, n.title, ''
          from notes n where n.project_id = ${p} and n.deleted_at is null
            and n.updated_at > greatest(n.created_at, coalesce(n.imported_at, n.created_at)) + interval '1 second'
        union all
        select case v.reason when 'restore' then 'versionRestored' else 'versionSaved' end, v.created_at, v.author_id, n.id, n.title, v.version::text
          from note_versions v join notes n on n.id = v.note_id where n.project_id = ${p} and n.deleted_at is null and v.reason in ('manual', 'restore')
        union all
        select 'commented', c.created_at, c.author_id, n.id, n.title, left(c.body, 120)
          from note_comments c join notes n on n.id = c.note_id where n.project_id = ${p} and n.deleted_at is null
        union all
        select 'fileAttached', a.created_at, a.uploaded_by, n.id, n.title, a.name
          from attachments a join notes n on n.id = a.note_id where a.project_id = ${p} and n.deleted_at is null
      ) x order by at desc limit 50`);
    const rows = (res as unknown as { rows: { kind: ActivityKind; at: Date | string; actor: string | null; note_id: string; note_title: string; detail: string }[] }).rows;
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
    };
  });
}
