import { abilitiesFor } from "@eln/shared";
import { NoteAbilityActions } from "@eln/shared/notes";
import { NoteWriteActions, personRef, type NoteAccess } from "../notes";

/** When a note was locked, by whom and why; null while it is not locked. */
export function lockOf(n: NoteAccess["note"], people: Map<string, string>) {
  return n.lockedAt ? { at: n.lockedAt.toISOString(), by: personRef(people, n.lockedBy), cause: n.lockCause ?? "owner" } : null;
}

/** The lock part of a note's detail; a locked note offers no write abilities to anyone. */
export function presentLock(access: NoteAccess, people: Map<string, string>) {
  const abilities = abilitiesFor(access.actor, NoteAbilityActions);
  const lock = lockOf(access.note, people);
  if (!lock) return { abilities, lock };
  for (const a of NoteWriteActions) if (a in abilities) abilities[a as keyof typeof abilities] = false;
  abilities["tag.write"] = false;
  return { abilities, lock };
}
