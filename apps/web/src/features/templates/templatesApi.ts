import { templateEndpoints } from "@eln/shared/templates";
import { call } from "../../api/call";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TemplateCreate } from "@eln/shared/templates";
import { queryClient } from "../../api/queryClient";
import { noteKeys, templateKeys } from "../../api/queryKeys";

export function useSpaceTemplates(spaceId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: templateKeys.list(spaceId ?? ""),
    queryFn: () => call(templateEndpoints.list, { params: { id: spaceId! } }).then((r) => r.items),
    enabled: !!spaceId && enabled,
  });
}

export function useSaveAsTemplate(spaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { noteId: string } & TemplateCreate) => call(templateEndpoints.saveNote, { params: { id: v.noteId }, body: { title: v.title, description: v.description } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: templateKeys.list(spaceId) }),
  });
}

export function useDeleteTemplate(spaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(templateEndpoints.remove, { params: { id } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: templateKeys.list(spaceId) }),
  });
}

/**
 * A new note of the project from a template. The project's notes table and tag list (the template
 * may have added tags) are refreshed, so they show it when the researcher comes back.
 */
export async function createNoteFromTemplate(projectId: string, templateId: string, title: string) {
  const note = await call(templateEndpoints.newNote, { params: { id: projectId }, body: { templateId, title } });
  void queryClient.invalidateQueries({ queryKey: noteKeys.list(projectId) });
  void queryClient.invalidateQueries({ queryKey: noteKeys.tags(projectId) });
  return note;
}
