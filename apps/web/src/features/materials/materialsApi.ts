import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { materialEndpoints, type Material, type MaterialCreate, type MaterialUpdate } from "@eln/shared/materials";
import { call } from "../../api/call";
import { refetchChanged } from "../../api/refetchChanged";
import { i18n } from "../../i18n/i18n";
import { inventoryKeys, materialKeys, noteKeys, riskKeys } from "../../api/queryKeys";

export type MaterialScope = "all" | "own" | "system";

function listPage(spaceId: string, q: string, scope: MaterialScope, limit: number, signal: AbortSignal, cursor?: string | null) {
  // The server sorts by the reader's language (English names in English).
  const lang = i18n.language.startsWith("en") ? "en" : "ja";
  return call(materialEndpoints.list, { params: { spaceId }, query: { limit, scope, lang, q: q.trim(), cursor: cursor ?? undefined }, signal });
}

/** The register, page by page (search by name, English name or CAS). */
export function useMaterialList(spaceId: string, q: string, scope: MaterialScope) {
  return useInfiniteQuery({
    queryKey: materialKeys.list(spaceId, q, scope, i18n.language),
    queryFn: ({ pageParam, signal }) => listPage(spaceId, q, scope, 50, signal, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled: !!spaceId,
  });
}

/** A short list for the "add a material" autocomplete. */
export function useMaterialOptions(spaceId: string | undefined, q: string) {
  return useQuery({
    queryKey: materialKeys.options(spaceId, q, i18n.language),
    queryFn: ({ signal }) => listPage(spaceId!, q, "all", 20, signal),
    enabled: !!spaceId,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * An Autocomplete's options from useMaterialOptions. While the list is still an earlier search's
 * (kept so it does not flicker, or the search has not caught up with the typing), its options show
 * but cannot be picked: a quick Down + Enter never takes a material the typed text no longer names.
 */
export function materialPickerOptions(options: ReturnType<typeof useMaterialOptions>, upToDate = true) {
  const stale = options.isPlaceholderData || !upToDate;
  return { options: options.data?.items ?? [], loading: options.isFetching, getOptionDisabled: () => stale };
}

export function useSaveMaterial(spaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    // Without an id the dialog parsed the body with materialCreateSchema (name and risk type present).
    mutationFn: ({ id, body }: { id?: string; body: MaterialUpdate }) =>
      id ? call(materialEndpoints.update, { params: { id }, body }) : call(materialEndpoints.create, { params: { spaceId }, body: body as MaterialCreate }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: materialKeys.space(spaceId) });
      void qc.invalidateQueries({ queryKey: materialKeys.allOptions });
      void qc.invalidateQueries({ queryKey: materialKeys.allNotes });
    },
  });
}

export function useDeleteMaterial(spaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (m: Material) => call(materialEndpoints.remove, { params: { id: m.id } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: materialKeys.space(spaceId) });
      void qc.invalidateQueries({ queryKey: materialKeys.allOptions });
    },
  });
}

export function useNoteMaterials(noteId: string) {
  return useQuery({
    queryKey: materialKeys.note(noteId),
    queryFn: ({ signal }) => call(materialEndpoints.noteLines, { params: { noteId }, signal }),
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
    // One after another for the note, in the order made: the line's controls stay enabled while a
    // change is saved (a control disabled under the focus drops it to the page), so a unit chosen
    // while the quantity is still saving is sent after it, never overtaking it.
    scope: { id: `note-materials:${noteId}` },
    mutationFn: (c: NoteMaterialChange) => {
      const line = { noteId, materialId: c.materialId ?? "" };
      switch (c.kind) {
        case "add":
          return call(materialEndpoints.addNoteLine, { params: { noteId }, body: { materialId: c.materialId, quantity: c.quantity, unit: c.unit } });
        case "update":
          return call(materialEndpoints.updateNoteLine, { params: line, body: { quantity: c.quantity, unit: c.unit, containerId: c.containerId } });
        case "remove":
          return call(materialEndpoints.removeNoteLine, { params: line });
        case "limiting":
          return call(materialEndpoints.setLimiting, { params: { noteId }, body: { materialId: c.materialId } });
      }
    },
    onSuccess: (answer) => {
      qc.setQueryData(materialKeys.note(noteId), answer);
      // The note's "last edited" moved, and the risk panel and assessment read the lines: refresh
      // them now rather than on reload, even one whose first answer is still on its way.
      void refetchChanged(qc, noteKeys.note(noteId), riskKeys.note(noteId));
      // A line drawing from a container moved its stock.
      if (answer.lines.some((l) => l.container)) void qc.invalidateQueries({ queryKey: inventoryKeys.all });
    },
  });
}
