import { useQuery } from "@tanstack/react-query";
import type { OrderFlow } from "@eln/shared/inventory";
import { api } from "../../api/apiClient";

export const orderFlowKey = (orderId: string) => ["inventory", "orderFlow", orderId] as const;

export function useOrderFlow(orderId: string) {
  return useQuery({ queryKey: orderFlowKey(orderId), queryFn: ({ signal }) => api<OrderFlow>(`/api/orders/${orderId}/flow`, { signal }), retry: false });
}

export function useOrderSettings(spaceId: string | undefined) {
  return useQuery({
    queryKey: ["inventory", "orderSettings", spaceId],
    queryFn: ({ signal }) => api<{ approvalThreshold: number | null; canEdit: boolean }>(`/api/spaces/${spaceId}/order-settings`, { signal }),
    enabled: !!spaceId,
  });
}
