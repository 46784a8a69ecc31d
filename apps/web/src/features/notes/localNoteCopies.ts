// Every open note is also kept on this device (y-indexeddb, one database a note), so text typed
// offline survives a closed tab. Those copies belong to the person signed in: on a shared lab PC
// the next person must not find them. Signing out removes them (after asking, when some edits
// have not reached the server yet), and a different person signing in removes what is left.

const PREFIX = "eln-note-";
/** Whose copies this device holds: the user id of the last person who opened a note here. */
const OWNER_KEY = "eln.localNotes.owner";
/** Notes whose copy here holds edits the server has not confirmed yet. */
const PENDING_KEY = "eln.localNotes.pending";

/** The name of a note's database on this device. */
export const localNoteName = (noteId: string) => `${PREFIX}${noteId}`;

function readPending(): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(PENDING_KEY) ?? "[]");
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

/** Records whether the note's copy here holds edits the server has not confirmed. */
export function markLocalEdits(noteId: string, pending: boolean) {
  const now = readPending();
  if (now.includes(noteId) === pending) return;
  const next = pending ? [...now, noteId] : now.filter((id) => id !== noteId);
  if (next.length) localStorage.setItem(PENDING_KEY, JSON.stringify(next));
  else localStorage.removeItem(PENDING_KEY);
}

/** How many notes have edits on this device that the server has not confirmed. */
export const notesWithLocalEdits = () => readPending().length;

/**
 * At sign-in: the copies on this device are `userId`'s from now on. Another person's are removed
 * first, and so are copies of no known owner (kept before owners were recorded).
 */
export async function claimLocalNotes(userId: string) {
  if (localStorage.getItem(OWNER_KEY) !== userId) await forgetLocalNotes();
  localStorage.setItem(OWNER_KEY, userId);
}

/** A note is kept here for the person signed in (a session restored at start-up was not claimed). */
export function keepLocalNotesFor(userId: string | null) {
  if (userId && !localStorage.getItem(OWNER_KEY)) localStorage.setItem(OWNER_KEY, userId);
}

/**
 * Removes every note's copy on this device. A database still open (the note page leaving) is
 * deleted once it closes, so this does not wait for those.
 */
export async function forgetLocalNotes() {
  localStorage.removeItem(PENDING_KEY);
  // Without IndexedDB (a locked-down browser, a test's DOM) nothing was kept here to remove.
  if (typeof indexedDB === "undefined" || typeof indexedDB.databases !== "function") return;
  const all = await indexedDB.databases().catch(() => []);
  for (const { name } of all) if (name?.startsWith(PREFIX)) indexedDB.deleteDatabase(name);
}
