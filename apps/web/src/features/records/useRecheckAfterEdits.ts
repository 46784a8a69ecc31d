import { useEffect, useRef } from "react";
import type { NoteCollab } from "../notes/useNoteCollab";

/**
 * Calls `run` once an edit to the note's text has reached the server: one's own when the server
 * has acknowledged it (the moment the page says "All changes saved"), another person's when it
 * arrives here (the server had it first). The server hashes its live document, so a check then
 * sees the edit. Typing only delays it (`delayMs` after the last acknowledgement), and nothing runs
 * while `when` is false (no signature to mark); what loads before the first sync is not an edit.
 */
export function useRecheckAfterEdits(collab: NoteCollab | null, delayMs: number, run: () => void, when: () => boolean) {
  const latest = useRef({ run, when });
  latest.current = { run, when };
  useEffect(() => {
    if (!collab) return;
    let timer: number | undefined;
    let edited = false;
    // Until the first sync, updates are the stored text and this device's copy being merged.
    let live = collab.state.getState().synced;
    const check = () => {
      window.clearTimeout(timer);
      const s = collab.state.getState();
      if (!edited || !s.synced || s.unsynced > 0) return;
      timer = window.setTimeout(() => {
        edited = false;
        if (latest.current.when()) latest.current.run();
      }, delayMs);
    };
    const onUpdate = () => {
      if (!live) return;
      edited = true;
      check();
    };
    collab.doc.on("update", onUpdate);
    const stop = collab.state.subscribe((s, prev) => {
      live ||= s.synced;
      if (s.unsynced !== prev.unsynced || s.synced !== prev.synced) check();
    });
    return () => {
      collab.doc.off("update", onUpdate);
      stop();
      window.clearTimeout(timer);
    };
  }, [collab, delayMs]);
}
