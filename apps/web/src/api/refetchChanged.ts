import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * What these queries hold has changed (news on the note's socket, or the person's own write): ask
 * again, even where the first answer is still on its way. invalidateQueries alone joins a request
 * in flight when its query has no data yet (TanStack cancels only a refetch), and that answer,
 * made before the change, would then be kept as fresh: a viewer's risk panel mounted just before
 * a material line was added stayed "no materials" (e2e/risk/riskLive.spec.ts).
 */
export async function refetchChanged(qc: QueryClient, ...queryKeys: QueryKey[]) {
  await Promise.all(queryKeys.map((queryKey) => qc.cancelQueries({ queryKey })));
  await Promise.all(queryKeys.map((queryKey) => qc.invalidateQueries({ queryKey })));
}
