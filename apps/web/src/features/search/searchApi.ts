import { searchEndpoints } from "@eln/shared/search";
import { spaceEndpoints } from "@eln/shared/spaces";
import { call } from "../../api/call";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useUtilStore } from "../../state/utilStore";
import { useAuthStore } from "../../state/authStore";

// Own query keys: other features cache these calls in their own shapes.
// The user id is part of each key so one person's answers never show for the next.
const keys = {
  spaces: (userId: string) => ["search", userId, "spaces"] as const,
  space: (userId: string, id: string) => ["search", userId, "space", id] as const,
  results: (userId: string, spaceId: string, q: string, projectId: string) => ["search", userId, "results", spaceId, q, projectId] as const,
};

/** The space searched: util.activeSpace when it is one of the user's, otherwise their first space. */
export function useSearchSpace() {
  const activeSpace = useUtilStore((s) => s.activeSpace);
  const userId = useAuthStore((s) => s.userId) ?? "";
  const spaces = useQuery({ queryKey: keys.spaces(userId), queryFn: () => call(spaceEndpoints.list), staleTime: 60_000 });
  const list = spaces.data ?? [];
  const space = list.find((s) => s.id === activeSpace) ?? list[0] ?? null;
  const detail = useQuery({
    queryKey: keys.space(userId, space?.id ?? ""),
    queryFn: () => call(spaceEndpoints.get, { params: { spaceId: space!.id } }),
    enabled: !!space,
    staleTime: 60_000,
  });
  return { space, projects: detail.data?.projects ?? [], loading: spaces.isPending };
}

export function useSpaceSearch(spaceId: string | undefined, q: string, projectId: string) {
  const userId = useAuthStore((s) => s.userId) ?? "";
  return useQuery({
    queryKey: keys.results(userId, spaceId ?? "", q, projectId),
    queryFn: ({ signal }) => {
      return call(searchEndpoints.space, { params: { spaceId: spaceId! }, query: { q, limit: 8, projectId: projectId || undefined }, signal });
    },
    enabled: !!spaceId && q.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
