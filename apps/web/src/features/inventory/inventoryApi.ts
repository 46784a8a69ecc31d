import { saveFile } from "../../lib/saveFile";
import { call } from "../../api/call";
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { inventoryEndpoints, type ContainerCreate, type ContainerListQuery, type ContainerUpdate, type LocationCreate } from "@eln/shared/inventory";
import { formatDay, today } from "../../lib/formatDate";
import { inventoryKeys } from "../../api/queryKeys";

export interface ContainerFilters {
  locationId?: string;
  materialId?: string;
  ownerId?: string;
  status?: ContainerListQuery["status"];
  expiresWithinDays?: number;
  q?: string;
}

export function useLocations(spaceId: string) {
  return useQuery({ queryKey: inventoryKeys.locations(spaceId), queryFn: ({ signal }) => call(inventoryEndpoints.locations, { params: { spaceId }, signal }), enabled: !!spaceId });
}

/**
 * The filters as the server reads them: "expiring within N days" counts from the reader's calendar
 * day, which the server cannot know (its database's day is UTC's, a day behind Japan until 09:00).
 */
const containerQuery = (f: ContainerFilters) => (f.expiresWithinDays === undefined ? f : { ...f, today: today() });

export function useContainers(spaceId: string, f: ContainerFilters, limit = 50) {
  const query = containerQuery(f);
  return useInfiniteQuery({
    // The day is part of the key: a list shown again after midnight is asked for again.
    queryKey: inventoryKeys.containers(spaceId, query),
    queryFn: ({ pageParam, signal }) => call(inventoryEndpoints.containers, { params: { spaceId }, query: { ...query, limit, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled: !!spaceId,
  });
}

export function useContainer(id: string) {
  return useQuery({ queryKey: inventoryKeys.container(id), queryFn: ({ signal }) => call(inventoryEndpoints.container, { params: { id }, signal }), retry: false });
}

/** Any inventory write: every inventory answer is refetched (lists, counts, the container). */
export function useInventoryMutation<V, R = unknown>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void qc.invalidateQueries({ queryKey: inventoryKeys.all }) });
}

export const saveLocation = (spaceId: string) => (v: { id?: string; body: LocationCreate }) =>
  v.id
    ? call(inventoryEndpoints.updateLocation, { params: { id: v.id }, body: v.body })
    : call(inventoryEndpoints.createLocation, { params: { spaceId }, body: v.body });

export const saveContainer = (spaceId: string) => (v: { id: string; body: ContainerUpdate } | { id?: undefined; body: ContainerCreate }) =>
  v.id !== undefined
    ? call(inventoryEndpoints.updateContainer, { params: { id: v.id }, body: v.body })
    : call(inventoryEndpoints.createContainer, { params: { spaceId }, body: v.body as ContainerCreate });

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
  const blob = await call(inventoryEndpoints.exportContainers, { params: { spaceId }, query: containerQuery(f) });
  saveFile(blob, `containers-${today()}.csv`);
}

export function useRoomStorage(locationId: string) {
  return useQuery({
    queryKey: inventoryKeys.storage(locationId),
    queryFn: ({ signal }) => call(inventoryEndpoints.locationStorage, { params: { id: locationId }, signal }),
    enabled: !!locationId,
  });
}

export function useSetHazardClass(spaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { materialId: string; hazardClassId: string | null }) =>
      call(inventoryEndpoints.setHazardClass, { params: { spaceId, materialId: v.materialId }, body: { hazardClassId: v.hazardClassId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: inventoryKeys.allStorage }),
  });
}
