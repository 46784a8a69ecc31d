import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { NoteCollab } from "../notes/useNoteCollab";
import { materialKeys } from "./materialsApi";

/**
 * Someone changed this note's material lines or risk inputs: refetch the lines, the risk
 * screening and the assessment. Rides on the note's collaboration socket (stateless
 * messages, no content), like the comments do.
 */
export function useNoteMaterialsLive(noteId: string, collab: NoteCollab | null | undefined) {
  const qc = useQueryClient();
  const provider = collab?.provider;
  useEffect(() => {
    if (!provider) return;
    const onMessage = ({ payload }: { payload: string }) => {
      try {
        const msg = JSON.parse(payload) as { type?: string; noteId?: string };
        if (msg.type !== "materials" || (msg.noteId && msg.noteId !== noteId)) return;
        void qc.invalidateQueries({ queryKey: materialKeys.note(noteId) });
        void qc.invalidateQueries({ queryKey: ["risk", noteId] });
      } catch {
        /* another feature's message */
      }
    };
    provider.on("stateless", onMessage);
    return () => {
      provider.off("stateless", onMessage);
    };
  }, [provider, qc, noteId]);
}
