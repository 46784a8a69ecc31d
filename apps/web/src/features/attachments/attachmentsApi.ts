import { attachmentEndpoints } from "@eln/shared/attachments";
import { call } from "../../api/call";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Attachment, AttachmentList } from "@eln/shared/attachments";
import type { ChartSettings } from "@eln/shared/charts";
import { attachmentKeys } from "../../api/queryKeys";

export const ATTACHMENTS_PAGE_SIZE = 50;

export function useAttachments(noteId: string, page = 1) {
  return useQuery({
    queryKey: attachmentKeys.page(noteId, page),
    queryFn: ({ signal }) => call(attachmentEndpoints.list, { params: { noteId }, query: { page, pageSize: ATTACHMENTS_PAGE_SIZE }, signal }),
  });
}

export function getDownloadUrl(id: string) {
  return call(attachmentEndpoints.downloadUrl, { params: { id } });
}

/** A short-lived link for an image, refreshed before it expires (links last 5 minutes). */
export function useDownloadUrl(id: string, enabled = true) {
  return useQuery({
    queryKey: attachmentKeys.downloadUrl(id),
    queryFn: () => getDownloadUrl(id),
    enabled,
    staleTime: 3 * 60_000,
    refetchInterval: 3 * 60_000,
  });
}

export async function downloadAttachment(a: Attachment) {
  const { url } = await getDownloadUrl(a.id);
  const link = document.createElement("a");
  link.href = url;
  link.download = a.name;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function useAttachmentMutations(noteId: string) {
  const qc = useQueryClient();
  const invalidate = () => qc.invalidateQueries({ queryKey: attachmentKeys.note(noteId) });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => call(attachmentEndpoints.rename, { params: { id }, body: { name } }),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(attachmentEndpoints.remove, { params: { id } }),
    onSuccess: invalidate,
  });
  const saveChartSettings = useMutation({
    mutationFn: ({ id, settings }: { id: string; settings: ChartSettings }) =>
      // keepalive: a save made as the dialog closes survives leaving the page right after.
      call(attachmentEndpoints.saveChartSettings, { params: { id }, body: settings, keepalive: true }),
    // The list holds what "Visualise" opens with: set it now, so reopening the file at once
    // (before the server answers) shows the chart just chosen, not the one before.
    onMutate: ({ id, settings }) => {
      qc.setQueriesData<AttachmentList>({ queryKey: attachmentKeys.note(noteId) }, (list) =>
        list ? { ...list, items: list.items.map((a) => (a.id === id ? { ...a, chartSettings: settings } : a)) } : list,
      );
    },
    onSettled: invalidate,
  });
  return { rename, remove, saveChartSettings, invalidate };
}
