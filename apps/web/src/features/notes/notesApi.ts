import { readerTimeZone } from "../../lib/formatDate";
import { saveFile } from "../../lib/saveFile";
import { noteEndpoints } from "@eln/shared/notes";
import { call } from "../../api/call";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Tag } from "@eln/shared/notes";
import type { ProjectQuery } from "../../state/utilStore";
import { noteListQuery, noteQuery } from "./noteQueries";
import { noteKeys } from "../../api/queryKeys";

export { noteQuery };

export type ProjectTag = Tag & { noteCount: number };

export function useNoteList(projectId: string, q: Required<ProjectQuery>, lang: string) {
  return useInfiniteQuery(noteListQuery(projectId, q, lang));
}

export function useProjectTags(projectId: string) {
  return useQuery({ queryKey: noteKeys.tags(projectId), queryFn: () => call(noteEndpoints.projectTags, { params: { id: projectId } }).then((r) => r.items) });
}

export function useNote(noteId: string) {
  return useQuery(noteQuery(noteId));
}

export function useNoteVersions(noteId: string) {
  return useQuery({
    queryKey: noteKeys.versions(noteId),
    queryFn: () => call(noteEndpoints.versions, { params: { id: noteId } }),
  });
}

export function useNoteVersion(noteId: string, versionId: string | null, against: string | null = null) {
  return useQuery({
    queryKey: noteKeys.versionAgainst(noteId, versionId ?? "", against ?? "current"),
    // `against`: compare with that version instead of the current note.
    queryFn: () => call(noteEndpoints.version, { params: { id: noteId, versionId: versionId! }, query: { against: against ?? undefined } }),
    enabled: !!versionId,
  });
}

/** Drops a deleted note's cached answers (the note, its records), so opening it again asks the server. */
export function forgetDeletedNote(qc: QueryClient, noteId: string, type: "inactive" | "all" = "all") {
  qc.removeQueries({ queryKey: noteKeys.note(noteId), type });
}

/** Mutations that change what the notes table shows refresh it. */
export function useNoteMutations(projectId: string) {
  const qc = useQueryClient();
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: noteKeys.list(projectId) });
    void qc.invalidateQueries({ queryKey: noteKeys.tags(projectId) });
  };
  const opts = { onSuccess: refresh };
  return {
    create: useMutation({ mutationFn: (title: string) => call(noteEndpoints.create, { params: { id: projectId }, body: { title } }), ...opts }),
    rename: useMutation({
      mutationFn: (v: { id: string; title: string }) => call(noteEndpoints.update, { params: { id: v.id }, body: { title: v.title } }),
      onSuccess: (note) => {
        refresh();
        qc.setQueryData(noteKeys.note(note.id), note);
      },
    }),
    duplicate: useMutation({
      mutationFn: (v: { id: string; title: string }) => call(noteEndpoints.duplicate, { params: { id: v.id }, body: { title: v.title } }),
      ...opts,
    }),
    remove: useMutation({
      mutationFn: (id: string) => call(noteEndpoints.remove, { params: { id } }),
      onSuccess: (_r, id) => {
        refresh();
        // Back to a deleted note must not show it from the cache as if it were there (a page still
        // showing it forgets it once it has moved on: forgetDeletedNote).
        forgetDeletedNote(qc, id, "inactive");
      },
    }),
    setTags: useMutation({
      mutationFn: (v: { id: string; tagIds: string[] }) => call(noteEndpoints.setTags, { params: { id: v.id }, body: { tagIds: v.tagIds } }),
      onSuccess: (_r, v) => {
        refresh();
        void qc.invalidateQueries({ queryKey: noteKeys.note(v.id) });
      },
    }),
    createTag: useMutation({
      mutationFn: (v: { title: string; color: string }) => call(noteEndpoints.createTag, { params: { id: projectId }, body: v }),
      ...opts,
    }),
    updateTag: useMutation({
      mutationFn: (v: { id: string; title: string; color: string }) =>
        call(noteEndpoints.updateTag, { params: { id: projectId, tagId: v.id }, body: { title: v.title, color: v.color } }),
      onSuccess: () => {
        refresh();
        void qc.invalidateQueries({ queryKey: noteKeys.all });
      },
    }),
    deleteTag: useMutation({
      mutationFn: (id: string) => call(noteEndpoints.removeTag, { params: { id: projectId, tagId: id } }),
      onSuccess: () => {
        refresh();
        void qc.invalidateQueries({ queryKey: noteKeys.all });
      },
    }),
  };
}

/** Saves a title while the page is going away: the keepalive request is finished by the browser after the tab closes. */
export function saveTitleOnLeave(noteId: string, title: string) {
  void call(noteEndpoints.update, { params: { id: noteId }, body: { title }, keepalive: true }).catch(() => undefined);
}

/** Downloads the note's PDF through the authenticated client. */
export async function downloadNotePdf(noteId: string, title: string, lang: string) {
  const blob = await call(noteEndpoints.pdf, { params: { id: noteId }, query: { lang: lang === "ja" ? "ja" : "en", tz: readerTimeZone() } });
  saveFile(blob, `${title.replace(/[\\/:*?"<>|]+/g, "_") || "note"}.pdf`);
}
