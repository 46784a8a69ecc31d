import { useQueryClient } from "@tanstack/react-query";
import { noteKeys } from "../../api/queryKeys";
import { useNoteMessages, type NoteCollab } from "./useNoteCollab";
import { NoteSocketMessages } from "@eln/shared/notes";

/**
 * Someone renamed or tagged this note (the "note" message on its socket): read it again. The title
 * field follows unless its own text is being typed or sent, so a second tab no longer keeps the
 * old title and saves it over the rename.
 */
export function useNoteLive(noteId: string, collab: NoteCollab | null | undefined) {
  const qc = useQueryClient();
  useNoteMessages(collab, (msg) => {
    if (msg.type === NoteSocketMessages.note && msg.noteId === noteId) void qc.invalidateQueries({ queryKey: noteKeys.note(noteId), exact: true });
  });
}
