import { HocuspocusProvider } from "@hocuspocus/provider";
import { useEffect, useState } from "react";
import * as Y from "yjs";
import { COLLAB_PATH, noteDocumentName } from "@eln/shared/notes";
import { useAuthStore } from "../../state/authStore";

export type CollabStatus = "connecting" | "connected" | "disconnected" | "denied";

export interface NoteCollab {
  provider: HocuspocusProvider;
  doc: Y.Doc;
  status: CollabStatus;
  synced: boolean;
  unsynced: number;
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
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const provider = new HocuspocusProvider({
      url: `${proto}//${location.host}${COLLAB_PATH}`,
      name: noteDocumentName(noteId),
      document: doc,
      // Read at each (re)connect, so a refreshed token is used.
      token: () => useAuthStore.getState().token ?? "",
    });
    let current: NoteCollab = { provider, doc, status: "connecting", synced: false, unsynced: 0 };
    const update = (patch: Partial<NoteCollab>) => {
      current = { ...current, ...patch };
      setState(current);
    };
    setState(current);
    provider.on("status", ({ status }: { status: string }) => update({ status: current.status === "denied" ? "denied" : (status as CollabStatus) }));
    provider.on("synced", ({ state: s }: { state: boolean }) => update({ synced: s }));
    provider.on("unsyncedChanges", ({ number }: { number: number }) => update({ unsynced: number }));
    provider.on("authenticationFailed", () => update({ status: "denied" }));
    return () => {
      provider.destroy();
      doc.destroy();
    };
  }, [noteId]);
  return state;
}
