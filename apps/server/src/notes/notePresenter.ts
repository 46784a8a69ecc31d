import { eq, inArray } from "drizzle-orm";
import type { NoteSummary, Tag } from "@eln/shared/notes";
import type { DbOrTx } from "../db/client";
import { user } from "../accounts/schema";
import { noteTags, tags, type notes } from "./schema";

type NoteRow = Pick<typeof notes.$inferSelect, "id" | "projectId" | "title" | "createdAt" | "updatedAt" | "createdBy" | "updatedBy">;

/** Names of the people who created and last edited notes, in one query. */
export async function loadPeople(db: DbOrTx, ids: (string | null)[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((x): x is string => !!x))];
  if (!unique.length) return new Map();
  const rows = await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A person named on a row, as answers show them: id and name (from loadPeople; empty once the account is gone), or null for no one. */
export function personRef(people: Map<string, string>, id: string): { id: string; name: string };
export function personRef(people: Map<string, string>, id: string | null): { id: string; name: string } | null;
export function personRef(people: Map<string, string>, id: string | null) {
  return id ? { id, name: people.get(id) ?? "" } : null;
}

/** A note's tags are shown in title order. */
const byTitle = (a: Tag, b: Tag) => a.title.localeCompare(b.title);

export async function loadTagsOfNotes(db: DbOrTx, noteIds: string[]): Promise<Map<string, Tag[]>> {
  const out = new Map<string, Tag[]>();
  if (!noteIds.length) return out;
  const rows = await db
    .select({ noteId: noteTags.noteId, id: tags.id, title: tags.title, color: tags.color })
    .from(noteTags)
    .innerJoin(tags, eq(tags.id, noteTags.tagId))
    .where(inArray(noteTags.noteId, noteIds));
  for (const r of rows) {
    const list = out.get(r.noteId) ?? [];
    list.push({ id: r.id, title: r.title, color: r.color });
    out.set(r.noteId, list);
  }
  for (const list of out.values()) list.sort(byTitle);
  return out;
}

/** A note as lists show it, from its row, its tags and who created and last edited it. */
function presentSummary(r: NoteRow, tagList: Tag[], createdBy: NoteSummary["createdBy"], updatedBy: NoteSummary["updatedBy"]): NoteSummary {
  return {
    id: r.id,
    projectId: r.projectId,
    title: r.title,
    tags: tagList,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    createdBy,
    updatedBy,
  };
}

/** Rows of the notes list, which carry their names and tags (noteListQuery), and whether each is signed or locked. */
export function presentListedNotes(rows: (NoteRow & { createdByName: string | null; updatedByName: string | null; tags: Tag[]; signed: boolean; locked: boolean })[]): NoteSummary[] {
  const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? "" } : null);
  return rows.map((r) => ({
    ...presentSummary(r, [...r.tags].sort(byTitle), person(r.createdBy, r.createdByName), person(r.updatedBy, r.updatedByName)),
    signed: r.signed,
    locked: r.locked,
  }));
}

export async function presentSummaries(db: DbOrTx, rows: NoteRow[]): Promise<NoteSummary[]> {
  const [people, tagMap] = await Promise.all([
    loadPeople(db, rows.flatMap((r) => [r.createdBy, r.updatedBy])),
    loadTagsOfNotes(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => presentSummary(r, tagMap.get(r.id) ?? [], personRef(people, r.createdBy), personRef(people, r.updatedBy)));
}
