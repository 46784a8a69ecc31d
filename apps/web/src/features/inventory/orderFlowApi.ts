import { orderFlowEndpoints } from "@eln/shared/inventory";
import { call } from "../../api/call";
import { useQuery } from "@tanstack/react-query";
import { inventoryKeys } from "../../api/queryKeys";

export function useOrderFlow(orderId: string) {
  return useQuery({ queryKey: inventoryKeys.orderFlow(orderId), queryFn: ({ signal }) => call(orderFlowEndpoints.flow, { params: { id: orderId }, signal }), retry: false });
}

export function useOrderSettings(spaceId: string | undefined) {
  return useQuery({
    queryKey: inventoryKeys.orderSettings(spaceId),
    queryFn: ({ signal }) => call(orderFlowEndpoints.settings, { params: { spaceId: spaceId! }, signal }),
    enabled: !!spaceId,
  });
}

/** The receive form's starting values (material by CAS number, amount from the pack): read afresh each time the form opens. */
export function useReceiveDraft(orderId: string) {
  return useQuery({
    queryKey: inventoryKeys.receiveDraft(orderId),
    queryFn: ({ signal }) => call(orderFlowEndpoints.receiveDraft, { params: { id: orderId }, signal }),
    retry: false,
    gcTime: 0,
  });
}
