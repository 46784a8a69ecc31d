import { useQueries } from "@tanstack/react-query";
import { getDownloadUrl, useAttachments } from "./attachmentsApi";
import { attachmentKeys } from "../../api/queryKeys";

export interface NoteImage {
  id: string;
  name: string;
  /** A short-lived link (5 minutes, refreshed while mounted); fetch it anew for content saved elsewhere. */
  url: string;
}

/** Images attached to a note, for the editor's "insert image" (first page of attachments). */
export function useNoteImages(noteId: string): NoteImage[] {
  const list = useAttachments(noteId);
  const images = (list.data?.items ?? []).filter((a) => a.isImage);
  const urls = useQueries({
    queries: images.map((a) => ({
      queryKey: attachmentKeys.downloadUrl(a.id),
      queryFn: () => getDownloadUrl(a.id),
      staleTime: 3 * 60_000,
      refetchInterval: 3 * 60_000,
    })),
  });
  return images.flatMap((a, i) => {
    const url = urls[i]?.data?.url;
    return url ? [{ id: a.id, name: a.name, url }] : [];
  });
}
