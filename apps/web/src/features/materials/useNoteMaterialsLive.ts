import { useQueryClient } from "@tanstack/react-query";
import { useNoteMessages, useOnCollabSynced, type NoteCollab } from "../notes/useNoteCollab";
import { refetchChanged } from "../../api/refetchChanged";
import { materialKeys, riskKeys } from "../../api/queryKeys";
import { NoteSocketMessages } from "@eln/shared/notes";

/**
 * Someone changed this note's material lines or risk inputs: refetch the lines, the risk
 * screening and the assessment. Rides on the note's collaboration socket (stateless
 * messages, no content), like the comments do; again on each (re)sync, for what was said while
 * the socket was down. Called by the note page itself.
 */
export function useNoteMaterialsLive(noteId: string, collab: NoteCollab | null | undefined) {
  const qc = useQueryClient();
  const refresh = () => void refetchChanged(qc, materialKeys.note(noteId), riskKeys.note(noteId));
  useNoteMessages(collab, (msg) => {
    if (msg.type === NoteSocketMessages.materials && (!msg.noteId || msg.noteId === noteId)) refresh();
  });
  useOnCollabSynced(collab, refresh);
}
