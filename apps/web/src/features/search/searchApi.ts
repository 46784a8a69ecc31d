import { searchEndpoints } from "@eln/shared/search";
import { call } from "../../api/call";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useUtilStore } from "../../state/utilStore";
import { useAuthStore } from "../../state/authStore";
import { spaceDetailQuery, userSpacesQuery } from "../spaces/spaceQueries";
import { searchKeys } from "../../api/queryKeys";

/**
 * The space searched: util.activeSpace when it is one of the user's, otherwise their first space.
 * The user's spaces and the space's projects are the screens' own queries (one request each, and a
 * new or renamed space shows here at once).
 */
export function useSearchSpace() {
  const activeSpace = useUtilStore((s) => s.activeSpace);
  const spaces = useQuery(userSpacesQuery);
  const list = spaces.data ?? [];
  const space = list.find((s) => s.id === activeSpace) ?? list[0] ?? null;
  const detail = useQuery({ ...spaceDetailQuery(space?.id ?? ""), enabled: !!space });
  return { space, projects: detail.data?.projects ?? [], loading: spaces.isPending };
}

export function useSpaceSearch(spaceId: string | undefined, q: string, projectId: string) {
  const userId = useAuthStore((s) => s.userId) ?? "";
  return useQuery({
    queryKey: searchKeys.results(userId, spaceId ?? "", q, projectId),
    queryFn: ({ signal }) => {
      return call(searchEndpoints.space, { params: { spaceId: spaceId! }, query: { q, limit: 8, projectId: projectId || undefined }, signal });
    },
    enabled: !!spaceId && q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
