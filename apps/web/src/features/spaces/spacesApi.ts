import { projectDetailQuery, spaceKeys } from "./spaceQueries";
import { projectEndpoints } from "@eln/shared/spaces";
import { spaceEndpoints } from "@eln/shared/spaces";
import { call } from "../../api/call";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { SpaceDetail } from "@eln/shared/spaces";
import { useUserStore } from "../../state/userStore";
import { formatDay } from "../../lib/formatDate";

export { spaceKeys, projectDetailQuery };

/**
 * The space with its projects. Goes through the user store so `userProjects`
 * and `projectsLoading` follow spec §3/§4 (a failed fetch leaves an empty list).
 */
export function useSpaceDetail(spaceId: string) {
  const fetchProjects = useUserStore((s) => s.fetchProjects);
  return useQuery<SpaceDetail | null>({ queryKey: spaceKeys.detail(spaceId), queryFn: () => fetchProjects(spaceId), refetchOnMount: "always" });
}

export function useSpaceMembers(spaceId: string, enabled = true) {
  return useQuery({ queryKey: spaceKeys.members(spaceId), queryFn: () => call(spaceEndpoints.listMembers, { params: { spaceId } }), enabled, refetchOnMount: "always" });
}

export function useMyInvitations() {
  return useQuery({ queryKey: spaceKeys.invitations, queryFn: () => call(spaceEndpoints.myInvitations), refetchOnMount: "always" });
}

/** Fresh on every visit (roles change), unless the load's prefetch brought it a moment ago. */
export function useProjectDetail(projectId: string) {
  return useQuery({ ...projectDetailQuery(projectId), refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > 2_000 });
}

export function useProjectMembers(projectId: string, enabled = true) {
  return useQuery({
    queryKey: spaceKeys.projectMembers(projectId),
    queryFn: () => call(projectEndpoints.listMembers, { params: { projectId } }),
    enabled,
    // Others change membership too: a dialog opened again shows the current lists.
    refetchOnMount: "always",
  });
}

/** After a change: the spaces list (store) and every cached space/project answer. */
export function useRefreshSpaces() {
  const qc = useQueryClient();
  const fetchSpaces = useUserStore((s) => s.fetchSpaces);
  return useCallback(async () => {
    await Promise.all([fetchSpaces(), qc.invalidateQueries({ queryKey: ["space"] }), qc.invalidateQueries({ queryKey: ["project"] }), qc.invalidateQueries({ queryKey: spaceKeys.invitations })]);
  }, [qc, fetchSpaces]);
}

/** Short local date, e.g. 2026/11/22 or Nov 22, 2026. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  return (iso: string) => formatDay(iso, i18n.language);
}
