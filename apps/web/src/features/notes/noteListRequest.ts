import type { ProjectQuery } from "../../state/utilStore";

// Apart from noteQueries.ts (which reaches the stores): the build's early requests
// (routes/addressScreens.ts) ask for the same page from here, in Node.

/** How a project's notes are listed until the person picks another sort or filter (remembered per project). */
export const defaultProjectQuery: Required<ProjectQuery> = { sort: "updatedAt", order: "desc", tagIds: [] };

/** The path parameters and query of one page of a project's notes (noteEndpoints.list). */
export function noteListArgs(projectId: string, q: Required<ProjectQuery>, lang: string, cursor?: string) {
  return {
    params: { id: projectId },
    query: { sort: q.sort, order: q.order, limit: 50, lang: lang === "ja" ? "ja" : "en", tagIds: q.tagIds.join(","), cursor } as const,
  };
}
