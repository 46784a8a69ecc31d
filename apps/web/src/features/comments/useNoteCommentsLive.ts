import { useQueryClient } from "@tanstack/react-query";
import { useNoteMessages, useOnCollabSynced, type NoteCollab } from "../notes/useNoteCollab";
import { refetchChanged } from "../../api/refetchChanged";
import { commentKeys } from "../../api/queryKeys";
import { NoteSocketMessages } from "@eln/shared/notes";

/** Live: someone commented on this note, or mentioned me anywhere. Called by the note page itself. */
export function useNoteCommentsLive(noteId: string, collab: NoteCollab | null | undefined) {
  const qc = useQueryClient();
  useNoteMessages(collab, (msg) => {
    if (msg.type === NoteSocketMessages.comments) void refetchChanged(qc, commentKeys.note(noteId));
    if (msg.type === NoteSocketMessages.notifications) void refetchChanged(qc, commentKeys.allNotifications);
  });
  // Comments written while the socket was down.
  useOnCollabSynced(collab, () => void refetchChanged(qc, commentKeys.note(noteId)));
}
