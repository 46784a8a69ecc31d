import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ContainerAnswer, ContainerList, InventoryLocation, LocationList, StorageAnswer } from "@eln/shared/inventory";
import { api } from "../../api/apiClient";
import { formatDay } from "../../lib/formatDate";

export interface ContainerFilters {
  locationId?: string;
  materialId?: string;
  ownerId?: string;
  status?: string;
  expiresWithinDays?: number;
  q?: string;
}

export const inventoryKeys = {
  all: ["inventory"] as const,
  locations: (spaceId: string) => ["inventory", "locations", spaceId] as const,
  containers: (spaceId: string, f: ContainerFilters) => ["inventory", "containers", spaceId, f] as const,
  container: (id: string) => ["inventory", "container", id] as const,
};

export function containersUrl(spaceId: string, f: ContainerFilters, limit: number, cursor?: string | null) {
  const p = new URLSearchParams({ limit: String(limit) });
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== "") p.set(k, String(v));
  if (cursor) p.set("cursor", cursor);
  return `/api/spaces/${spaceId}/inventory/containers?${p}`;
}

export function useLocations(spaceId: string) {
  return useQuery({ queryKey: inventoryKeys.locations(spaceId), queryFn: ({ signal }) => api<LocationList>(`/api/spaces/${spaceId}/inventory/locations`, { signal }), enabled: !!spaceId });
}

export function useContainers(spaceId: string, f: ContainerFilters, limit = 50) {
  return useInfiniteQuery({
    queryKey: inventoryKeys.containers(spaceId, f),
    queryFn: ({ pageParam, signal }) => api<ContainerList>(containersUrl(spaceId, f, limit, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled: !!spaceId,
  });
}

export function useContainer(id: string) {
  return useQuery({ queryKey: inventoryKeys.container(id), queryFn: ({ signal }) => api<ContainerAnswer>(`/api/inventory/containers/${id}`, { signal }), retry: false });
}

/** Any inventory write: every inventory answer is refetched (lists, counts, the container). */
export function useInventoryMutation<V, R = unknown>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void qc.invalidateQueries({ queryKey: inventoryKeys.all }) });
}

export const saveLocation = (spaceId: string) => (v: { id?: string; body: unknown }) =>
  v.id
    ? api<{ location: InventoryLocation }>(`/api/inventory/locations/${v.id}`, { method: "PUT", body: v.body })
    : api<{ location: InventoryLocation }>(`/api/spaces/${spaceId}/inventory/locations`, { method: "POST", body: v.body });

export const saveContainer = (spaceId: string) => (v: { id?: string; body: unknown }) =>
  v.id
    ? api<ContainerAnswer>(`/api/inventory/containers/${v.id}`, { method: "PUT", body: v.body })
    : api<ContainerAnswer>(`/api/spaces/${spaceId}/inventory/containers`, { method: "POST", body: v.body });

/** A calendar date (YYYY-MM-DD) in the app's one date format (lib/formatDate), e.g. 2027/01/10 or Jan 10, 2027. */
export function useFormatDay() {
  const { i18n } = useTranslation();
  return (day: string | null) => (day ? formatDay(day, i18n.language) : "");
}

/** Whole days from today (local) to a calendar date; negative when past. */
export function daysUntil(day: string): number {
  const now = new Date();
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((Date.parse(`${day}T00:00:00Z`) - today) / 86400_000);
}

/** The filtered list as a CSV file (GET /api/spaces/{id}/containers.csv), saved through a temporary link. */
export async function downloadContainersCsv(spaceId: string, f: ContainerFilters) {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== "") p.set(k, String(v));
  const blob = await api<Blob>(`/api/spaces/${spaceId}/containers.csv?${p}`);
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = `containers-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useRoomStorage(locationId: string) {
  return useQuery({
    queryKey: ["inventory", "storage", locationId],
    queryFn: ({ signal }) => api<StorageAnswer>(`/api/inventory/locations/${locationId}/storage`, { signal }),
    enabled: !!locationId,
  });
}

export function useSetHazardClass(spaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { materialId: string; hazardClassId: string | null }) =>
      api(`/api/spaces/${spaceId}/inventory/hazard-classes/${v.materialId}`, { method: "PUT", body: { hazardClassId: v.hazardClassId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["inventory", "storage"] }),
  });
}
