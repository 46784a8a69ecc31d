import { eq, exists, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import type { notes } from "../notes/schema";
import { projects } from "../projects/schema";
import { noteSignatures } from "./schema";

// A signed note (by anyone, with any meaning) is evidence: it cannot be deleted, nor its project or
// space, and the trash keeps one trashed before that rule (docs/records.md, "Trash").

/** SQL: the note in `noteId` has a signature. */
export const isSignedNote = (noteId: typeof notes.id) => exists(sql`(select 1 from ${noteSignatures} where ${noteSignatures.noteId} = ${noteId})`);

/** SQL: the project in `projectId` holds a signed note (trashed or not). */
export const holdsSignedNotes = (projectId: typeof projects.id) =>
  exists(sql`(select 1 from notes n join ${noteSignatures} s on s.note_id = n.id where n.project_id = ${projectId})`);

/** Whether the note has a signature. */
export async function noteIsSigned(db: DbOrTx, noteId: string): Promise<boolean> {
  const [row] = await db.select({ id: noteSignatures.id }).from(noteSignatures).where(eq(noteSignatures.noteId, noteId)).limit(1);
  return !!row;
}

/**
 * Of `spaceIds`, those holding a signed or a locked note (trashed or not): such a space is not
 * deleted, by its owner nor with its last member's account. Its projects' rows are held first, as a
 * signature holds its note's project (signatureCommands), so none is written while this decides.
 */
export async function spacesHoldingRecords(tx: DbOrTx, spaceIds: string[]): Promise<string[]> {
  if (!spaceIds.length) return [];
  await tx.select({ id: projects.id }).from(projects).where(inArray(projects.spaceId, spaceIds)).for("update");
  const rows = await tx.execute(sql`
    select distinct p.space_id as id from notes n join ${projects} p on p.id = n.project_id
    where p.space_id in ${spaceIds} and (n.locked_at is not null or exists (select 1 from ${noteSignatures} s where s.note_id = n.id))`);
  return (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}
