import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CommentCreate, CommentList, NoteComment, NotificationList } from "@eln/shared/comments";
import { api } from "../../api/apiClient";
import { useAuthStore } from "../../state/authStore";

export const commentKeys = {
  note: (noteId: string) => ["comments", noteId] as const,
  notifications: (userId: string) => ["notifications", userId] as const,
};

export function useNoteComments(noteId: string) {
  return useQuery({ queryKey: commentKeys.note(noteId), queryFn: () => api<CommentList>(`/api/notes/${noteId}/comments`) });
}

export function useCommentMutations(noteId: string) {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: commentKeys.note(noteId) });
  return {
    add: useMutation({ mutationFn: (v: CommentCreate) => api<NoteComment>(`/api/notes/${noteId}/comments`, { method: "POST", body: v }), onSuccess: refresh }),
    resolve: useMutation({
      mutationFn: (v: { id: string; resolved: boolean }) => api<NoteComment>(`/api/comments/${v.id}/resolved`, { method: "PUT", body: { resolved: v.resolved } }),
      onSuccess: refresh,
    }),
  };
}

/** The bell: unread mentions. The collaboration socket says when to look again; a slow poll covers pages without one. */
export function useNotifications() {
  const userId = useAuthStore((s) => s.userId) ?? "";
  return useQuery({ queryKey: commentKeys.notifications(userId), queryFn: () => api<NotificationList>("/api/notifications"), refetchInterval: 60_000, enabled: !!userId });
}

export function useMarkNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => api("/api/notifications/read", { method: "POST", body: ids ? { ids } : {} }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ["notifications"] }),
  });
}
