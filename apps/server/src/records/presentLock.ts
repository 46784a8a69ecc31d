import { abilitiesFor } from "@eln/shared";
import { NoteAbilityActions } from "@eln/shared/notes";
import { NoteWriteActions, type NoteAccess } from "../notes";

/** The lock part of a note's detail; a locked note offers no write abilities to anyone. */
export function presentLock(access: NoteAccess, people: Map<string, string>) {
  const abilities = abilitiesFor(access.actor, NoteAbilityActions);
  const n = access.note;
  if (!n.lockedAt) return { abilities, lock: null };
  for (const a of NoteWriteActions) if (a in abilities) abilities[a as keyof typeof abilities] = false;
  abilities["tag.write"] = false;
  return {
    abilities,
    lock: { at: n.lockedAt.toISOString(), by: n.lockedBy ? { id: n.lockedBy, name: people.get(n.lockedBy) ?? "" } : null, cause: n.lockCause ?? "owner" },
  };
}
