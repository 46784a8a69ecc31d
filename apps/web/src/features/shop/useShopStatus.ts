import { shopEndpoints } from "@eln/shared/shop";
import { call } from "../../api/call";
import { useQuery } from "@tanstack/react-query";
import { useAuthStore } from "../../state/authStore";
import { shopKeys } from "../../api/queryKeys";

/** The runtime check: the shop routes and link exist only when it answers non-empty. */
export function useShopStatus() {
  const token = useAuthStore((s) => s.token);
  const q = useQuery({
    queryKey: shopKeys.status(!!token),
    queryFn: () => call(shopEndpoints.status),
    staleTime: 5 * 60_000,
  });
  return { enabled: !!q.data && Object.keys(q.data).length > 0, loading: q.isPending };
}
