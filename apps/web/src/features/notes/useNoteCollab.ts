import { HocuspocusProvider } from "@hocuspocus/provider";
import { useEffect, useState } from "react";
import * as Y from "yjs";
import { IndexeddbPersistence } from "y-indexeddb";
import { COLLAB_PATH, CollabRevocation, noteDocumentName, type CollabRevocationState } from "@eln/shared/notes";
import { useAuthStore } from "../../state/authStore";

export type CollabStatus = "connecting" | "connected" | "disconnected" | "denied";

export interface NoteCollab {
  provider: HocuspocusProvider;
  doc: Y.Doc;
  status: CollabStatus;
  synced: boolean;
  unsynced: number;
  /** What the server last said about this connection's access (null: as granted at connect). */
  access: CollabRevocationState | null;
  /** The browser has no network: edits stay in this device's IndexedDB until it returns. */
  offline: boolean;
}

const CARET_COLORS = ["#d81b60", "#8e24aa", "#3949ab", "#00897b", "#f4511e", "#6d4c41", "#1e88e5", "#43a047"];
export function colorFor(id: string) {
  let h = 0;
  for (const c of id) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return CARET_COLORS[h % CARET_COLORS.length];
}

/** One Hocuspocus provider per open note; every section editor binds to its own fragment of the same document. */
export function useNoteCollab(noteId: string): NoteCollab | null {
  const [state, setState] = useState<NoteCollab | null>(null);
  useEffect(() => {
    const doc = new Y.Doc();
    // Every edit is also kept on this device, so closing the tab while offline loses nothing;
    // the provider sends what the server lacks when the connection returns.
    const local = new IndexeddbPersistence(`eln-note-${noteId}`, doc);
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const provider = new HocuspocusProvider({
      url: `${proto}//${location.host}${COLLAB_PATH}`,
      name: noteDocumentName(noteId),
      document: doc,
      // Read at each (re)connect, so a refreshed token is used.
      token: () => useAuthStore.getState().token ?? "",
    });
    let current: NoteCollab = { provider, doc, status: "connecting", synced: false, unsynced: 0, access: null, offline: !navigator.onLine };
    const update = (patch: Partial<NoteCollab>) => {
      current = { ...current, ...patch };
      setState(current);
    };
    setState(current);
    provider.on("status", ({ status }: { status: string }) => update({ status: current.status === "denied" ? "denied" : (status as CollabStatus) }));
    provider.on("synced", ({ state: s }: { state: boolean }) => update({ synced: s }));
    provider.on("unsyncedChanges", ({ number }: { number: number }) => update({ unsynced: number }));
    provider.on("authenticationFailed", () => update({ status: "denied" }));
    // The server re-checks the session and role while the note is open: it says why before it
    // closes (signed out, access ended) or when the role changes. The local document is kept,
    // so the unsaved text stays on screen, read-only.
    const ended = (state: CollabRevocationState) => state === CollabRevocation.signedOut || state === CollabRevocation.noAccess;
    const onAccess = (state: string) => {
      if (!Object.values(CollabRevocation).includes(state as CollabRevocationState)) return;
      if (current.access && ended(current.access)) return;
      update({ access: state as CollabRevocationState });
      if (ended(state as CollabRevocationState)) provider.disconnect();
    };
    provider.on("stateless", ({ payload }: { payload: string }) => {
      try {
        const msg = JSON.parse(payload) as { type?: string; state?: string };
        if (msg.type === "eln-access" && msg.state) onAccess(msg.state);
      } catch {
        /* not ours */
      }
    });
    provider.on("close", ({ event }: { event?: { reason?: string } }) => event?.reason && onAccess(event.reason));
    const onOnline = () => {
      update({ offline: false });
      // Reconnect at once rather than after the provider's back-off delay.
      if (current.status !== "denied" && !(current.access && ended(current.access))) void provider.connect();
    };
    const onOffline = () => update({ offline: true });
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    return () => {
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
      void local.destroy();
      provider.destroy();
      doc.destroy();
    };
  }, [noteId]);
  return state;
}
