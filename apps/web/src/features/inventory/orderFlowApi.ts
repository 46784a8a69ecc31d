import { orderFlowEndpoints } from "@eln/shared/inventory";
import { call } from "../../api/call";
import { useQuery } from "@tanstack/react-query";

export const orderFlowKey = (orderId: string) => ["inventory", "orderFlow", orderId] as const;

export function useOrderFlow(orderId: string) {
  return useQuery({ queryKey: orderFlowKey(orderId), queryFn: ({ signal }) => call(orderFlowEndpoints.flow, { params: { id: orderId }, signal }), retry: false });
}

export function useOrderSettings(spaceId: string | undefined) {
  return useQuery({
    queryKey: ["inventory", "orderSettings", spaceId],
    queryFn: ({ signal }) => call(orderFlowEndpoints.settings, { params: { spaceId: spaceId! }, signal }),
    enabled: !!spaceId,
  });
}
