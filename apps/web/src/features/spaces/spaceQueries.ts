import { projectEndpoints } from "@eln/shared/spaces";
import { call } from "../../api/call";

// Query keys and the project's own query, apart from spacesApi.ts so routes/prefetch.ts (loaded
// by every screen) can start a project's request without the rest of the hooks.
export const spaceKeys = {
  detail: (id: string) => ["space", id] as const,
  members: (id: string) => ["space", id, "members"] as const,
  invitations: ["invitations"] as const,
  project: (id: string) => ["project", id] as const,
  projectMembers: (id: string) => ["project", id, "members"] as const,
};

/** A project with the caller's role; also fetched by routes/prefetch.ts while the page's code loads. */
export const projectDetailQuery = (projectId: string) => ({
  queryKey: spaceKeys.project(projectId),
  queryFn: () => call(projectEndpoints.get, { params: { projectId } }),
  retry: false,
});
