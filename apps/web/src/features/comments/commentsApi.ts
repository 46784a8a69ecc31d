import { commentEndpoints } from "@eln/shared/comments";
import { call } from "../../api/call";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CommentCreate } from "@eln/shared/comments";
import { useAuthStore } from "../../state/authStore";
import { commentKeys } from "../../api/queryKeys";

export function useNoteComments(noteId: string) {
  return useQuery({ queryKey: commentKeys.note(noteId), queryFn: () => call(commentEndpoints.list, { params: { id: noteId } }) });
}

export function useCommentMutations(noteId: string) {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: commentKeys.note(noteId) });
  return {
    add: useMutation({ mutationFn: (v: CommentCreate) => call(commentEndpoints.create, { params: { id: noteId }, body: v }), onSuccess: refresh }),
    resolve: useMutation({
      mutationFn: (v: { id: string; resolved: boolean }) => call(commentEndpoints.resolve, { params: { id: v.id }, body: { resolved: v.resolved } }),
      // Refused too: the refusal may come from a change not shown yet (the note locked, the thread resolved by someone else).
      onSettled: refresh,
    }),
  };
}

/** The bell: unread mentions. The collaboration socket says when to look again; a slow poll covers pages without one. */
export function useNotifications() {
  const userId = useAuthStore((s) => s.userId) ?? "";
  return useQuery({ queryKey: commentKeys.notifications(userId), queryFn: () => call(commentEndpoints.notifications), refetchInterval: 60_000, enabled: !!userId });
}

export function useMarkNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => call(commentEndpoints.markRead, { body: ids ? { ids } : {} }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: commentKeys.allNotifications }),
  });
}
