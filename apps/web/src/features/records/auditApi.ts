import { useInfiniteQuery } from "@tanstack/react-query";
import type { AuditKind, AuditPage } from "@eln/shared/audit";
import { api } from "../../api/apiClient";

export interface AuditFilters {
  kind: AuditKind | "";
  userId: string;
  from: string;
  to: string;
}

function params(f: AuditFilters) {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) p.set(k, v);
  return p;
}

export function useAuditTrail(spaceId: string, filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ["space", spaceId, "audit", filters],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => {
      const p = params(filters);
      if (pageParam) p.set("before", String(pageParam));
      return api<AuditPage>(`/api/spaces/${spaceId}/audit?${p}`);
    },
    getNextPageParam: (last) => last.nextBefore,
    refetchOnMount: "always",
  });
}

/** Saves the filtered trail as CSV through the authenticated client. */
export async function downloadAuditCsv(spaceId: string, filters: AuditFilters) {
  const blob = await api<Blob>(`/api/spaces/${spaceId}/audit/export.csv?${params(filters)}`);
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = `audit-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
