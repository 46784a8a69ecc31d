import { queryClient } from "../../api/queryClient";
import { noteEndpoints } from "@eln/shared/notes";
import { call } from "../../api/call";
import { defaultProjectQuery, noteListArgs } from "./noteListRequest";
import type { ProjectQuery } from "../../state/utilStore";
import { noteKeys } from "../../api/queryKeys";

// The note's own queries, apart from notesApi.ts so routes/prefetch.ts (loaded by every screen,
// the login included) can start a note's request without the rest of the hooks.

/** The note's REST copy; also fetched by routes/prefetch.ts while the page's code loads. */
export const noteQuery = (noteId: string) => ({ queryKey: noteKeys.note(noteId), queryFn: () => call(noteEndpoints.get, { params: { id: noteId } }), retry: false });

/**
 * The note's stored live document (a Yjs update): applied to the page's document before its live
 * connection syncs, so the text shows at once; also fetched by routes/prefetch.ts with the code.
 */
export const noteDocumentQuery = (noteId: string) => ({
  queryKey: noteKeys.document(noteId),
  queryFn: async ({ signal }: { signal: AbortSignal }) => new Uint8Array(await (await call(noteEndpoints.document, { params: { id: noteId }, signal })).arrayBuffer()),
  retry: false,
});

/**
 * Started when a pointer or the keyboard reaches a link to a note: the note and its stored
 * document are then on their way (or here) when the link is followed, as on a cold load by
 * address (routes/prefetch.ts). A document fetched but not opened only waits in the cache.
 */
export function prefetchNoteOnIntent(noteId: string) {
  const start = () => {
    void queryClient.prefetchQuery(noteQuery(noteId));
    void queryClient.prefetchQuery(noteDocumentQuery(noteId));
  };
  return { onPointerEnter: start, onFocus: start };
}

/** The query a saved choice stands for: the defaults, then what was saved. */
export const projectQueryOf = (saved: ProjectQuery | undefined): Required<ProjectQuery> => ({ ...defaultProjectQuery, ...saved, tagIds: saved?.tagIds ?? [] });

/** A project's notes table, page by page; also started by routes/prefetch.ts while the page's code loads. */
export const noteListQuery = (projectId: string, q: Required<ProjectQuery>, lang: string) => ({
  queryKey: noteKeys.listPage(projectId, q, lang),
  initialPageParam: null as string | null,
  queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) => {
    return call(noteEndpoints.list, { ...noteListArgs(projectId, q, lang, pageParam ?? undefined), signal });
  },
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor,
});
