import { saveFile } from "../../lib/saveFile";
import { readerTimeZone, today } from "../../lib/formatDate";
import { auditEndpoints } from "@eln/shared/audit";
import { call } from "../../api/call";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { AuditKind } from "@eln/shared/audit";
import { recordKeys } from "../../api/queryKeys";

export interface AuditFilters {
  kind: AuditKind | "";
  userId: string;
  from: string;
  to: string;
}

/**
 * Empty filters are left out of the query. The dates are days where the reader is, as the times
 * on the screen are, so the browser's time zone goes with them.
 */
const query = (f: AuditFilters) => ({
  kind: f.kind || undefined,
  userId: f.userId,
  from: f.from,
  to: f.to,
  tz: f.from || f.to ? readerTimeZone() : undefined,
});

export function useAuditTrail(spaceId: string, filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: recordKeys.audit(spaceId, filters),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => {
      return call(auditEndpoints.list, { params: { spaceId }, query: { ...query(filters), before: pageParam ?? undefined } });
    },
    getNextPageParam: (last) => last.nextBefore,
    refetchOnMount: "always",
  });
}

/** Saves the filtered trail as CSV through the authenticated client. */
export async function downloadAuditCsv(spaceId: string, filters: AuditFilters) {
  const blob = await call(auditEndpoints.exportCsv, { params: { spaceId }, query: query(filters) });
  saveFile(blob, `audit-${today()}.csv`);
}
