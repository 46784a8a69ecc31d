import { projectDetailQuery, spaceDetailQuery, userSpacesQuery } from "./spaceQueries";
import { projectEndpoints } from "@eln/shared/spaces";
import { spaceEndpoints } from "@eln/shared/spaces";
import { call } from "../../api/call";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { formatDay } from "../../lib/formatDate";
import { spaceKeys } from "../../api/queryKeys";

export { projectDetailQuery };

/** My spaces with my role, under spec §3's names; the flag is on while a fetch runs (spec §4). */
export function useUserSpaces() {
  const query = useQuery(userSpacesQuery);
  return { userSpaces: query.data ?? [], spacesLoading: query.isFetching };
}

/** The space with its projects, or null when it could not be fetched. */
export function useSpaceDetail(spaceId: string) {
  return useQuery(spaceDetailQuery(spaceId));
}

/** A space's projects under spec §3's names, keyed by the space so another space's never flashes here. */
export function useUserProjects(spaceId: string) {
  const query = useSpaceDetail(spaceId);
  return { query, userProjects: query.data?.projects ?? [], projectsLoading: query.isFetching };
}

/**
 * A space's or a project's members list. Others change membership too (and accept invitations elsewhere):
 * a dialog opened again, or its tab come back to, shows the current lists.
 */
function useMemberList<T>(queryKey: readonly unknown[], queryFn: () => Promise<T>, enabled: boolean) {
  return useQuery({ queryKey, queryFn, enabled, refetchOnMount: "always", refetchOnWindowFocus: "always" });
}

export function useSpaceMembers(spaceId: string, enabled = true) {
  return useMemberList(spaceKeys.members(spaceId), () => call(spaceEndpoints.listMembers, { params: { spaceId } }), enabled);
}

export function useProjectMembers(projectId: string, enabled = true) {
  return useMemberList(spaceKeys.projectMembers(projectId), () => call(projectEndpoints.listMembers, { params: { projectId } }), enabled);
}

/** Invitations arrive by mail while /spaces stays open in a tab: asked again when the person comes back to it. */
export function useMyInvitations() {
  return useQuery({ queryKey: spaceKeys.invitations, queryFn: () => call(spaceEndpoints.myInvitations), refetchOnMount: "always", refetchOnWindowFocus: "always" });
}

/**
 * Fresh on every visit (roles change), unless the load's prefetch brought it a moment ago, and
 * whenever the tab is come back to: a role given elsewhere shows, as on the space page.
 */
export function useProjectDetail(projectId: string) {
  return useQuery({
    ...projectDetailQuery(projectId),
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > 2_000,
    refetchOnWindowFocus: "always",
  });
}

/** After a change: the spaces list and every cached space/project answer. */
export function useRefreshSpaces() {
  const qc = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      qc.invalidateQueries({ queryKey: spaceKeys.list }),
      qc.invalidateQueries({ queryKey: spaceKeys.allSpaces }),
      qc.invalidateQueries({ queryKey: spaceKeys.allProjects }),
      qc.invalidateQueries({ queryKey: spaceKeys.invitations }),
    ]);
  }, [qc]);
}

/** Short local date, e.g. 2026/11/22 or Nov 22, 2026. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  return (iso: string) => formatDay(iso, i18n.language);
}
