import { useQueryClient } from "@tanstack/react-query";
import { useNoteMessages, useOnCollabSynced, type NoteCollab } from "../notes/useNoteCollab";
import { commentKeys } from "./commentsApi";

/** Live: someone commented on this note, or mentioned me anywhere. Called by the note page itself. */
export function useNoteCommentsLive(noteId: string, collab: NoteCollab | null | undefined) {
  const qc = useQueryClient();
  useNoteMessages(collab, (msg) => {
    if (msg.type === "comments") void qc.invalidateQueries({ queryKey: commentKeys.note(noteId) });
    if (msg.type === "notifications") void qc.invalidateQueries({ queryKey: ["notifications"] });
  });
  // Comments written while the socket was down.
  useOnCollabSynced(collab, () => void qc.invalidateQueries({ queryKey: commentKeys.note(noteId) }));
}
