import { projectEndpoints, spaceEndpoints } from "@eln/shared/spaces";
import type { SpaceDetail } from "@eln/shared/spaces";
import { call } from "../../api/call";
import { fallbackOnError } from "../../api/fallbackOnError";
import { spaceKeys } from "../../api/queryKeys";

// The project's and space's own queries, apart from spacesApi.ts so routes/prefetch.ts (loaded
// by every screen) can start a project's request without the rest of the hooks.

/** A project with the caller's role; also fetched by routes/prefetch.ts while the page's code loads. */
export const projectDetailQuery = (projectId: string) => ({
  queryKey: spaceKeys.project(projectId),
  queryFn: () => call(projectEndpoints.get, { params: { projectId } }),
  retry: false,
});

/**
 * Spec §3's userSpaces: fresh on every visit and whenever the tab is come back to (others invite
 * me, change my role; I accept in another tab); a failed fetch is an empty list (spec §4).
 */
export const userSpacesQuery = {
  queryKey: spaceKeys.list,
  queryFn: () => fallbackOnError(call(spaceEndpoints.list), []),
  refetchOnMount: "always" as const,
  refetchOnWindowFocus: "always" as const,
};

/** A space with its projects (spec §3's userProjects), or null when the fetch failed (spec §4); fresh like the list. */
export const spaceDetailQuery = (spaceId: string) => ({
  queryKey: spaceKeys.detail(spaceId),
  queryFn: (): Promise<SpaceDetail | null> => fallbackOnError(call(spaceEndpoints.get, { params: { spaceId } }), null),
  refetchOnMount: "always" as const,
  refetchOnWindowFocus: "always" as const,
});
