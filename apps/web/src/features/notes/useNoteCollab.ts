import { HocuspocusProvider } from "@hocuspocus/provider";
import { useEffect, useRef, useState } from "react";
import * as Y from "yjs";
import { createStore, useStore, type StoreApi } from "zustand";
import { IndexeddbPersistence } from "y-indexeddb";
import { COLLAB_PATH, CollabRevocation, NoteSocketMessages, noteDocumentName, type CollabRevocationState, type NoteSocketMessage } from "@eln/shared/notes";
import { useAuthStore } from "../../state/authStore";
import { queryClient } from "../../api/queryClient";
import { holdSignOut } from "../../api/apiClient";
import { noteDocumentQuery } from "./noteQueries";
import { keepLocalNotesFor, localNoteName, markLocalEdits } from "./localNoteCopies";
import { ApiError } from "../../api/ApiError";

export type CollabStatus = "connecting" | "connected" | "disconnected" | "denied";

/** The connection's state; it changes on every keystroke (unsynced goes 1 → 0), so read it through useCollabState. */
export interface CollabState {
  status: CollabStatus;
  synced: boolean;
  unsynced: number;
  /** What the server last said about this connection's access (null: as granted at connect). */
  access: CollabRevocationState | null;
  /** The browser has no network: edits stay in this device's IndexedDB until it returns. */
  offline: boolean;
  /**
   * The note's text has arrived (the stored document, the live sync or this device's copy), or
   * the stored document could not be had: until then the document is empty, not the note.
   */
  loaded: boolean;
}

/**
 * One open note's collaboration: the same object for the note's whole life, so passing it down
 * never re-renders anything. The changing state sits in `state`, a small store that leaf
 * components select from: a keystroke then re-renders the status chip, not the page.
 */
export interface NoteCollab {
  provider: HocuspocusProvider;
  doc: Y.Doc;
  state: StoreApi<CollabState>;
}

/** How long the page waits for the note's text before it opens the editors on what it has. */
const LOAD_PATIENCE_MS = 3000;

const beforeConnect = createStore<CollabState>(() => ({ status: "connecting", synced: false, unsynced: 0, access: null, offline: false, loaded: false }));

/** A slice of the collaboration state; re-renders only when the selected value changes (select primitives). */
export function useCollabState<T>(collab: NoteCollab | null, select: (s: CollabState) => T): T {
  return useStore(collab?.state ?? beforeConnect, select);
}

/**
 * Calls `run` once everything typed has reached the server and nothing changed for `delayMs`
 * (and `when` holds), without re-rendering the caller on each keystroke.
 */
export function useAfterCollabSaved(collab: NoteCollab | null, delayMs: number, run: () => void, when: (s: CollabState) => boolean = () => true) {
  const latest = useRef({ run, when });
  latest.current = { run, when };
  useEffect(() => {
    if (!collab) return;
    let timer: number | undefined;
    const check = (s: CollabState) => {
      window.clearTimeout(timer);
      if (s.unsynced === 0 && s.synced && latest.current.when(s)) timer = window.setTimeout(() => latest.current.run(), delayMs);
    };
    check(collab.state.getState());
    const stop = collab.state.subscribe((s, prev) => {
      if (s.unsynced !== prev.unsynced || s.synced !== prev.synced || s.access !== prev.access) check(s);
    });
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, [collab, delayMs]);
}

/**
 * Calls `onMessage` for each message the server sends on the note's socket. Subscribe where the
 * note page always runs (not in a panel mounted later): a message that comes before a listener is lost.
 */
export function useNoteMessages(collab: NoteCollab | null | undefined, onMessage: (msg: NoteSocketMessage) => void) {
  const latest = useRef(onMessage);
  latest.current = onMessage;
  const provider = collab?.provider;
  useEffect(() => {
    if (!provider) return;
    const listener = ({ payload }: { payload: string }) => {
      let msg: NoteSocketMessage;
      try {
        msg = JSON.parse(payload) as NoteSocketMessage;
      } catch {
        return; // not JSON: not ours
      }
      latest.current(msg);
    };
    provider.on("stateless", listener);
    return () => {
      provider.off("stateless", listener);
    };
  }, [provider]);
}

/**
 * Calls `run` each time the note's socket has synced (the first time and after every reconnect):
 * messages sent while it was down are lost, so what they would have refreshed is refetched then.
 */
export function useOnCollabSynced(collab: NoteCollab | null | undefined, run: () => void) {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!collab) return;
    return collab.state.subscribe((s, prev) => {
      if (s.synced && !prev.synced) latest.current();
    });
  }, [collab]);
}

const CARET_COLORS = ["#d81b60", "#8e24aa", "#3949ab", "#00897b", "#f4511e", "#6d4c41", "#1e88e5", "#43a047"];
export function colorFor(id: string) {
  let h = 0;
  for (const c of id) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return CARET_COLORS[h % CARET_COLORS.length];
}

/** One Hocuspocus provider per open note; every section editor binds to its own fragment of the same document. */
export function useNoteCollab(noteId: string): NoteCollab | null {
  const [collab, setCollab] = useState<NoteCollab | null>(null);
  useEffect(() => {
    const doc = new Y.Doc();
    // Every edit is also kept on this device, so closing the tab while offline loses nothing;
    // the provider sends what the server lacks when the connection returns.
    keepLocalNotesFor(useAuthStore.getState().userId);
    const local = new IndexeddbPersistence(localNoteName(noteId), doc);
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const provider = new HocuspocusProvider({
      url: `${proto}//${location.host}${COLLAB_PATH}`,
      name: noteDocumentName(noteId),
      document: doc,
      // Read at each (re)connect, so a refreshed token is used.
      token: () => useAuthStore.getState().token ?? "",
    });
    // The stored document first (prefetched with the page's code on a cold load): the editors open
    // with the text instead of waiting for the socket. Merging it is safe whenever it arrives.
    const stored = noteDocumentQuery(noteId);
    const prefetched = queryClient.getQueryData<Uint8Array>(stored.queryKey);
    const store = createStore<CollabState>(() => ({ status: "connecting", synced: false, unsynced: 0, access: null, offline: !navigator.onLine, loaded: false }));
    const update = (patch: Partial<CollabState>) => store.setState(patch);
    const current = () => store.getState();
    const loaded = () => current().loaded || update({ loaded: true });
    const applyStored = (state: Uint8Array) => {
      // As from the server (origin: the provider), so it is not sent back as a local edit.
      try {
        if (!doc.isDestroyed) Y.applyUpdate(doc, state, provider);
      } catch {
        /* unreadable: the live sync brings the document anyway */
      }
      queryClient.removeQueries({ queryKey: stored.queryKey });
      loaded();
    };
    // A cold load often has the page's code before this answer: the first paint of the text
    // (SectionSnapshot) waits for `loaded` instead of painting the still empty document.
    // A note that does not exist (or not for this person) keeps nothing here: its copy is removed at
    // once, and it never counts as holding unsaved edits (signing out asked about "1 note" after a
    // missing note's page had been visited).
    let missing = false;
    const notFound = (err: unknown) => {
      if (err instanceof ApiError && err.status === 404) {
        missing = true;
        markLocalEdits(noteId, false);
        void local.clearData().catch(() => {});
      }
      loaded();
    };
    if (prefetched) applyStored(prefetched);
    else void queryClient.fetchQuery(stored).then(applyStored, notFound);
    // This device's copy counts only if it holds something (a note never opened here has none).
    local.once("synced", () => {
      if (Y.encodeStateVector(doc).length > 1) loaded();
    });
    // Offline with nothing on this device, or a server that does not answer: the editors open
    // anyway (typing is kept here and sent later) rather than wait on a blank page.
    const giveUp = window.setTimeout(loaded, LOAD_PATIENCE_MS);
    setCollab({ provider, doc, state: store });
    // A connection that drops is no longer in sync: the next sync (after the reconnect) counts again.
    provider.on("status", ({ status }: { status: string }) =>
      update({ status: current().status === "denied" ? "denied" : (status as CollabStatus), ...(status === "connected" ? {} : { synced: false }) }),
    );
    provider.on("synced", ({ state: s }: { state: boolean }) => {
      update({ synced: s, ...(s && { loaded: true }) });
      // What this device kept from an earlier visit went to the server with the sync.
      if (s && current().unsynced === 0) markLocalEdits(noteId, false);
    });
    provider.on("unsyncedChanges", ({ number }: { number: number }) => {
      update({ unsynced: number });
      if (!missing) markLocalEdits(noteId, number > 0);
    });
    provider.on("authenticationFailed", () => update({ status: "denied" }));
    // The server re-checks the session and role while the note is open: it says why before it
    // closes (signed out, access ended) or when the role changes. The local document is kept,
    // so the unsaved text stays on screen, read-only.
    const ended = (state: CollabRevocationState) => state === CollabRevocation.signedOut || state === CollabRevocation.noAccess;
    const onAccess = (state: string) => {
      if (!Object.values(CollabRevocation).includes(state as CollabRevocationState)) return;
      const was = current().access;
      if (was && ended(was)) return;
      update({ access: state as CollabRevocationState });
      if (ended(state as CollabRevocationState)) provider.disconnect();
    };
    provider.on("stateless", ({ payload }: { payload: string }) => {
      try {
        const msg = JSON.parse(payload) as Partial<NoteSocketMessage>;
        if (msg.type === NoteSocketMessages.access && msg.state) onAccess(msg.state);
      } catch {
        /* not ours */
      }
    });
    provider.on("close", ({ event }: { event?: { reason?: string } }) => event?.reason && onAccess(event.reason));
    // A request that finds the session ended before this connection hears of it: the same notice.
    const releaseHold = holdSignOut(() => onAccess(CollabRevocation.signedOut));
    const onOnline = () => {
      update({ offline: false });
      // Reconnect at once rather than after the provider's back-off delay.
      const { status, access } = current();
      if (status !== "denied" && !(access && ended(access))) void provider.connect();
    };
    const onOffline = () => update({ offline: true });
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    return () => {
      window.clearTimeout(giveUp);
      releaseHold();
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
      if (!missing) void local.destroy();
      provider.destroy();
      doc.destroy();
    };
  }, [noteId]);
  return collab;
}
