import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  buildSnippet,
  codePointLength,
  highlightRanges,
  normalizeSearchText,
  SearchQueryLimits,
  searchTerms,
  type SearchAnswer,
  type SearchNoteHit,
  type SearchProjectHit,
} from "@eln/shared/search";
import type { Db } from "../db/client";
import { notes, noteTags, tags } from "../notes/schema";
import { projects } from "../projects/schema";
import { materials, noteMaterials } from "../materials/schema";
import { searchDocuments } from "./schema";

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Conditions for the folded words: 3+ characters through the trigram index (LIKE),
 * shorter ones through the 1/2-character gram array (@>). All words must occur.
 */
export function termConditions(terms: string[]): SQL[] {
  const conds: SQL[] = [];
  const short = terms.filter((t) => codePointLength(t) < SearchQueryLimits.trigramMinLength);
  for (const t of terms) {
    if (codePointLength(t) >= SearchQueryLimits.trigramMinLength) conds.push(sql`${searchDocuments.searchText} like ${`%${likeEscape(t)}%`}`);
  }
  if (short.length) {
    conds.push(sql`${searchDocuments.grams} @> array[${sql.join(short.map((t) => sql`${t}`), sql`, `)}]::text[]`);
  }
  return conds;
}

export interface SearchScope {
  spaceId: string;
  /** Projects the caller may read; null when they may read every project of the space. */
  projectIds: string[] | null;
}

/**
 * Searches one space. `scope` must come from the permission check (searchRoutes):
 * this function returns whatever the scope lets through.
 */
export async function searchSpace(db: Db, scope: SearchScope, query: string, limit: number): Promise<SearchAnswer> {
  const terms = searchTerms(query);
  const empty: SearchAnswer = { terms, projects: [], notes: [], moreProjects: false, moreNotes: false };
  if (terms.length === 0 || (scope.projectIds && scope.projectIds.length === 0)) return empty;

  const base = (kind: "project" | "note") =>
    and(
      eq(searchDocuments.spaceId, scope.spaceId),
      eq(searchDocuments.kind, kind),
      scope.projectIds ? inArray(searchDocuments.projectId, scope.projectIds) : undefined,
      ...termConditions(terms),
      // Nothing in the trash is found (records/trash).
      sql`not exists (select 1 from ${projects} tp where tp.id = ${searchDocuments.projectId} and tp.deleted_at is not null)`,
      kind === "note" ? sql`not exists (select 1 from ${notes} tn where tn.id = ${searchDocuments.noteId} and tn.deleted_at is not null)` : undefined,
    );
  const find = (kind: "project" | "note") =>
    db
      .select({ id: searchDocuments.id })
      .from(searchDocuments)
      .where(base(kind))
      // NULLS LAST matches the (space_id, kind, updated_at DESC NULLS LAST) index: for a common
      // word the planner walks it newest first and stops at `limit`; for a rare one it takes
      // the GIN index. Without it the index cannot give the order and every match is sorted.
      .orderBy(sql`${searchDocuments.updatedAt} desc nulls last`)
      .limit(limit + 1);

  const [projectRows, noteRows] = await Promise.all([find("project"), find("note")]);
  const projectIds = projectRows.slice(0, limit).map((r) => r.id);
  const noteIds = noteRows.slice(0, limit).map((r) => r.id);
  const [projectHits, noteHits] = await Promise.all([presentProjects(db, projectIds, terms), presentNotes(db, noteIds, terms)]);
  return { terms, projects: projectHits, notes: noteHits, moreProjects: projectRows.length > limit, moreNotes: noteRows.length > limit };
}

async function presentProjects(db: Db, ids: string[], terms: string[]): Promise<SearchProjectHit[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: projects.id, title: projects.title, description: projects.description }).from(projects).where(inArray(projects.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    if (!p) return [];
    return [{ id, title: p.title, titleHighlights: highlightRanges(p.title, terms), snippet: buildSnippet(p.description, terms) }];
  });
}

async function presentNotes(db: Db, ids: string[], terms: string[]): Promise<SearchNoteHit[]> {
  if (!ids.length) return [];
  const [rows, tagRows, materialRows] = await Promise.all([
    db
      .select({ id: notes.id, title: notes.title, plainText: notes.plainText, projectId: notes.projectId, projectTitle: projects.title, updatedAt: notes.updatedAt })
      .from(notes)
      .innerJoin(projects, eq(projects.id, notes.projectId))
      .where(inArray(notes.id, ids)),
    db
      .select({ noteId: noteTags.noteId, id: tags.id, title: tags.title, color: tags.color })
      .from(noteTags)
      .innerJoin(tags, eq(tags.id, noteTags.tagId))
      .where(inArray(noteTags.noteId, ids))
      .orderBy(tags.title),
    db
      .select({ noteId: noteMaterials.noteId, name: materials.name, nameEn: materials.nameEn })
      .from(noteMaterials)
      .innerJoin(materials, eq(materials.id, noteMaterials.materialId))
      .where(inArray(noteMaterials.noteId, ids))
      .orderBy(noteMaterials.position),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const matches = (text: string) => terms.some((t) => normalizeSearchText(text).includes(t));
  return ids.flatMap((id) => {
    const n = byId.get(id);
    if (!n) return [];
    const noteTagList = tagRows.filter((t) => t.noteId === id).map((t) => ({ id: t.id, title: t.title, color: t.color, highlighted: matches(t.title) }));
    // The excerpt comes from the sections when they match, else from the material names.
    // The notes feature starts plain_text with the title; the title is shown on its own.
    const body = n.plainText.startsWith(n.title) ? n.plainText.slice(n.title.length) : n.plainText;
    let snippet = buildSnippet(body, terms);
    if (snippet.highlights.length === 0) {
      const names = materialRows
        .filter((m) => m.noteId === id)
        .map((m) => (m.nameEn && m.nameEn !== m.name ? `${m.name} (${m.nameEn})` : m.name))
        .join(", ");
      const fromMaterials = buildSnippet(names, terms);
      if (fromMaterials.highlights.length) snippet = fromMaterials;
    }
    return [
      {
        id,
        title: n.title,
        titleHighlights: highlightRanges(n.title, terms),
        projectId: n.projectId,
        projectTitle: n.projectTitle,
        snippet,
        tags: noteTagList,
        updatedAt: n.updatedAt.toISOString(),
      },
    ];
  });
}
