import { eq, exists, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import type { notes } from "../notes/schema";
import type { projects } from "../projects/schema";
import { noteSignatures } from "./schema";

// A signed note (by anyone, with any meaning) is evidence: it cannot be deleted, nor its project,
// and the trash keeps one trashed before that rule (docs/records.md, "Trash").

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
