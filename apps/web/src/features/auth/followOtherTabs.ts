import { signedOut, signOutHeld } from "../../api/apiClient";
import { useAuthStore } from "../../state/authStore";
import { readStored, storageKey } from "../../state/storage";

/**
 * The tabs of one browser share one stored session (spec §3), so each follows what another does
 * to it, as it happens, instead of at its next request: signed out elsewhere ends this tab's
 * session as a 401 would (an open note holds it: its text is saved live and stays on screen);
 * signed in again as the same person, the new token is taken over; signed in as someone else,
 * the tab reloads into that session rather than show one person's data under another's token.
 * Returns the function that stops following.
 */
export function followOtherTabs(): () => void {
  const keys = [storageKey("auth", "token"), storageKey("auth", "userId"), null]; // null: the other tab cleared the whole storage
  const onStorage = (e: StorageEvent) => {
    if (!keys.includes(e.key)) return;
    const token = readStored<string | null>("auth", "token", null);
    const userId = readStored<string | null>("auth", "userId", null);
    const mine = useAuthStore.getState();
    if (token === mine.token) return;
    if (!token) {
      if (mine.token) signedOut();
      return;
    }
    if (mine.token && (mine.userId !== userId || signOutHeld())) return window.location.reload();
    if (userId) mine.setAuth({ token, userId });
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
