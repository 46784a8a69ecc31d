import { NoteAbilityActions } from "@eln/shared/notes";
import { mayOnNote, personRef, type NoteAccess } from "../notes";

/** When a note was locked, by whom and why; null while it is not locked. */
export function lockOf(n: NoteAccess["note"], people: Map<string, string>) {
  return n.lockedAt ? { at: n.lockedAt.toISOString(), by: personRef(people, n.lockedBy), cause: n.lockCause ?? "owner" } : null;
}

/**
 * The lock part of a note's detail; a locked note offers no write abilities to anyone, a signed one no deletion. The
 * abilities are what authorizeNote would let through (mayOnNote), so the lock rule lives there only.
 */
export function presentLock(access: NoteAccess, people: Map<string, string>, signed: boolean) {
  const abilities = Object.fromEntries(NoteAbilityActions.map((a) => [a, mayOnNote(access, a)])) as Record<(typeof NoteAbilityActions)[number], boolean>;
  // A signed note cannot be deleted (trash/trashCommands.ts).
  if (signed) abilities["note.delete"] = false;
  return { abilities, lock: lockOf(access.note, people) };
}
