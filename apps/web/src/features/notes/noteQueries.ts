import { noteEndpoints } from "@eln/shared/notes";
import { call } from "../../api/call";

// Query keys and the note's own query, apart from notesApi.ts so routes/prefetch.ts (loaded by
// every screen, the login included) can start a note's request without the rest of the hooks.
export const noteKeys = {
  list: (projectId: string) => ["notes", projectId] as const,
  tags: (projectId: string) => ["tags", projectId] as const,
  note: (id: string) => ["note", id] as const,
  versions: (id: string) => ["note", id, "versions"] as const,
  version: (id: string, versionId: string) => ["note", id, "versions", versionId] as const,
};

/** The note's REST copy; also fetched by routes/prefetch.ts while the page's code loads. */
export const noteQuery = (noteId: string) => ({ queryKey: noteKeys.note(noteId), queryFn: () => call(noteEndpoints.get, { params: { id: noteId } }), retry: false });
