import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Material, MaterialAnswer, MaterialList, NoteMaterialsAnswer } from "@eln/shared/materials";
import { api } from "../../api/apiClient";
import { i18n } from "../../i18n/i18n";

export type MaterialScope = "all" | "own" | "system";

export const materialKeys = {
  list: (spaceId: string, q: string, scope: MaterialScope) => ["materials", spaceId, q, scope, i18n.language] as const,
  space: (spaceId: string) => ["materials", spaceId] as const,
  note: (noteId: string) => ["noteMaterials", noteId] as const,
};

function listUrl(spaceId: string, q: string, scope: MaterialScope, limit: number, cursor?: string | null) {
  // The server sorts by the reader's language (English names in English).
  const params = new URLSearchParams({ limit: String(limit), scope, lang: i18n.language.startsWith("en") ? "en" : "ja" });
  if (q.trim()) params.set("q", q.trim());
  if (cursor) params.set("cursor", cursor);
  return `/api/spaces/${spaceId}/materials?${params}`;
}

/** The register, page by page (search by name, English name or CAS). */
export function useMaterialList(spaceId: string, q: string, scope: MaterialScope) {
  return useInfiniteQuery({
    queryKey: materialKeys.list(spaceId, q, scope),
    queryFn: ({ pageParam, signal }) => api<MaterialList>(listUrl(spaceId, q, scope, 50, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled: !!spaceId,
  });
}

/** A short list for the "add a material" autocomplete. */
export function useMaterialOptions(spaceId: string | undefined, q: string) {
  return useQuery({
    queryKey: ["materialOptions", spaceId, q, i18n.language],
    queryFn: ({ signal }) => api<MaterialList>(listUrl(spaceId!, q, "all", 20), { signal }),
    enabled: !!spaceId,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useSaveMaterial(spaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: unknown }) =>
      id
        ? api<MaterialAnswer>(`/api/materials/${id}`, { method: "PUT", body })
        : api<MaterialAnswer>(`/api/spaces/${spaceId}/materials`, { method: "POST", body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: materialKeys.space(spaceId) });
      void qc.invalidateQueries({ queryKey: ["materialOptions"] });
      void qc.invalidateQueries({ queryKey: ["noteMaterials"] });
    },
  });
}

export function useDeleteMaterial(spaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (m: Material) => api(`/api/materials/${m.id}`, { method: "DELETE" }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: materialKeys.space(spaceId) });
      void qc.invalidateQueries({ queryKey: ["materialOptions"] });
    },
  });
}

export function useNoteMaterials(noteId: string) {
  return useQuery({
    queryKey: materialKeys.note(noteId),
    queryFn: ({ signal }) => api<NoteMaterialsAnswer>(`/api/notes/${noteId}/materials`, { signal }),
  });
}

type NoteMaterialChange =
  | { kind: "add"; materialId: string; quantity: number; unit: string }
  | { kind: "update"; materialId: string; quantity: number; unit: string; containerId?: string | null }
  | { kind: "remove"; materialId: string }
  | { kind: "limiting"; materialId: string | null };

/** Every change answers the note's new lines, which replace the cached ones. */
export function useChangeNoteMaterials(noteId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (c: NoteMaterialChange) => {
      const base = `/api/notes/${noteId}/materials`;
      switch (c.kind) {
        case "add":
          return api<NoteMaterialsAnswer>(base, { method: "POST", body: { materialId: c.materialId, quantity: c.quantity, unit: c.unit } });
        case "update":
          return api<NoteMaterialsAnswer>(`${base}/${c.materialId}`, { method: "PUT", body: { quantity: c.quantity, unit: c.unit, containerId: c.containerId } });
        case "remove":
          return api<NoteMaterialsAnswer>(`${base}/${c.materialId}`, { method: "DELETE" });
        case "limiting":
          return api<NoteMaterialsAnswer>(`${base}/limiting`, { method: "PUT", body: { materialId: c.materialId } });
      }
    },
    onSuccess: (answer) => {
      qc.setQueryData(materialKeys.note(noteId), answer);
      // The note's "last edited" moved.
      void qc.invalidateQueries({ queryKey: ["note", noteId] });
      // The risk panel and assessment read the lines: refresh them now rather than on reload.
      void qc.invalidateQueries({ queryKey: ["risk", noteId] });
      // A line drawing from a container moved its stock.
      if (answer.lines.some((l) => l.container)) void qc.invalidateQueries({ queryKey: ["inventory"] });
    },
  });
}
