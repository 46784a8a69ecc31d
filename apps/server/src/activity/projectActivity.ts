import { sql } from "drizzle-orm";
import type { ActivityKind } from "@eln/shared/activity";
import type { DbOrTx } from "../db/client";
import { AppError } from "../http/AppError";
import { decodeCursor, encodeCursor } from "../http/pageCursor";

/**
 * A page's position: the last entry's time (ISO, to the microsecond, as stored), kind and source
 * row. Time alone is not unique: a note's creation and first comment can share it.
 */
type Position = [at: string, kind: string, source: string];
const isPosition = (v: unknown): v is Position => Array.isArray(v) && v.length === 3 && v.every((x) => typeof x === "string");
const isoMicros = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

type ActivityRow = { kind: ActivityKind; at: Date | string; at_key: string; source: string; actor: string | null; note_id: string; note_title: string; detail: string };

/**
 * Read from the tables that already record who did what (notes, versions, comments, attachments),
 * newest first, one keyset page after `cursor`; an audit trail can feed this later without
 * changing the answer's shape.
 */
export async function loadProjectActivity(db: DbOrTx, projectId: string, page: { cursor?: string; limit: number }) {
  let after: Position | null = null;
  if (page.cursor) {
    after = decodeCursor(page.cursor, isPosition);
    if (!isoMicros.test(after[0])) throw new AppError("validation", "Invalid cursor", { fields: { cursor: "validation.invalid" } });
  }
  const p = projectId;
  const res = await db.execute(sql`
    select x.*, to_char(x.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_key from (
      select 'noteCreated' as kind, n.created_at as at, n.id::text as source, n.created_by as actor, n.id as note_id, n.title as note_title, '' as detail
        from notes n where n.project_id = ${p} and n.deleted_at is null and n.imported_at is null
      union all
      -- An imported note was created elsewhere (its dates are the archive's): the importer imported it, when they did.
      select 'noteImported', n.imported_at, n.id::text, n.created_by, n.id, n.title, coalesce(n.imported_from, '')
        from notes n where n.project_id = ${p} and n.deleted_at is null and n.imported_at is not null
      union all
      select 'noteEdited', n.updated_at, n.id::text, n.updated_by, n.id, n.title, ''
        from notes n where n.project_id = ${p} and n.deleted_at is null
          and n.updated_at > greatest(n.created_at, coalesce(n.imported_at, n.created_at)) + interval '1 second'
      union all
      select case v.reason when 'restore' then 'versionRestored' else 'versionSaved' end, v.created_at, v.id::text, v.author_id, n.id, n.title, v.version::text
        from note_versions v join notes n on n.id = v.note_id where n.project_id = ${p} and n.deleted_at is null and v.reason in ('manual', 'restore')
      union all
      -- Comments imported with a note were written elsewhere: the note's import stands for them.
      select 'commented', c.created_at, c.id::text, c.author_id, n.id, n.title, left(c.body, 120)
        from note_comments c join notes n on n.id = c.note_id where n.project_id = ${p} and n.deleted_at is null and c.imported_author is null
      union all
      select 'fileAttached', a.created_at, a.id::text, a.uploaded_by, n.id, n.title, a.name
        from attachments a join notes n on n.id = a.note_id where a.project_id = ${p} and n.deleted_at is null
    ) x
    ${after ? sql`where (x.at, x.kind, x.source) < (${after[0]}::timestamptz, ${after[1]}, ${after[2]})` : sql``}
    order by x.at desc, x.kind desc, x.source desc
    limit ${page.limit + 1}`);
  const rows = (res as unknown as { rows: ActivityRow[] }).rows;
  const more = rows.length > page.limit;
  const items = more ? rows.slice(0, page.limit) : rows;
  const last = items[items.length - 1];
  return { rows: items, nextCursor: more && last ? encodeCursor([last.at_key, last.kind, last.source] satisfies Position) : null };
}
