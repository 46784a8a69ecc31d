import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NoteSummary } from "@eln/shared/notes";
import type { TemplateCreate, TemplateSummary } from "@eln/shared/templates";
import { api } from "../../api/apiClient";

export const templateKeys = { list: (spaceId: string) => ["templates", spaceId] as const };

export function useSpaceTemplates(spaceId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: templateKeys.list(spaceId ?? ""),
    queryFn: () => api<{ items: TemplateSummary[] }>(`/api/spaces/${spaceId}/templates`).then((r) => r.items),
    enabled: !!spaceId && enabled,
  });
}

export function useSaveAsTemplate(spaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { noteId: string } & TemplateCreate) => api<TemplateSummary>(`/api/notes/${v.noteId}/template`, { method: "POST", body: { title: v.title, description: v.description } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: templateKeys.list(spaceId) }),
  });
}

export function useDeleteTemplate(spaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/templates/${id}`, { method: "DELETE" }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: templateKeys.list(spaceId) }),
  });
}

export function createNoteFromTemplate(projectId: string, templateId: string, title: string) {
  return api<NoteSummary>(`/api/projects/${projectId}/notes/from-template`, { method: "POST", body: { templateId, title } });
}
