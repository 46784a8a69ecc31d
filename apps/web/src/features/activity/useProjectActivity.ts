import { activityEndpoints } from "@eln/shared/activity";
import { matchQuery, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { call } from "../../api/call";
import { activityKeys, noteKeys } from "../../api/queryKeys";

/**
 * The project's activity, newest first, a page at a time ("Show more" asks for the next). It is
 * read again each time the project is opened (the note pages change it), and whenever the
 * project's notes table is told it is out of date (a note created, renamed, duplicated, tagged or
 * deleted on this page), so the feed never lags the table beside it.
 */
export function useProjectActivity(projectId: string) {
  const qc = useQueryClient();
  useEffect(() => {
    // Any notes-table query of this project (its key, or a longer one under it).
    const notesTable = { queryKey: noteKeys.list(projectId) };
    return qc.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "invalidate" && matchQuery(notesTable, event.query))
        void qc.invalidateQueries({ queryKey: activityKeys.project(projectId) });
    });
  }, [qc, projectId]);
  return useInfiniteQuery({
    queryKey: activityKeys.project(projectId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => call(activityEndpoints.project, { params: { id: projectId }, query: { cursor: pageParam ?? undefined }, signal }),
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}
