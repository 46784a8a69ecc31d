import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/apiClient";
import { useAuthStore } from "../../state/authStore";

/** The runtime check: the shop routes and link exist only when it answers non-empty. */
export function useShopStatus() {
  const token = useAuthStore((s) => s.token);
  const q = useQuery({
    queryKey: ["shop-status", !!token],
    queryFn: () => api<Record<string, unknown>>("/api/shop/status"),
    staleTime: 5 * 60_000,
  });
  return { enabled: !!q.data && Object.keys(q.data).length > 0, loading: q.isPending };
}
