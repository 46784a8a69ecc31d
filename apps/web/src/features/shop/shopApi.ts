import { shopEndpoints } from "@eln/shared/shop";
import { call } from "../../api/call";
import { useQuery } from "@tanstack/react-query";
import { fallbackOnError } from "../../api/fallbackOnError";
import { shopKeys } from "../../api/queryKeys";

// The shop's server reads, one hook each; the cart's are in cartApi.ts.

/** The suppliers' catalogs (spec §3's catalogs); a failed fetch is an empty list, no message (spec §4). */
export const premadeCatalogsQuery = {
  queryKey: shopKeys.premade,
  queryFn: () => fallbackOnError(call(shopEndpoints.premadeCatalogs), []),
};
export function useCatalogs() {
  const query = useQuery(premadeCatalogsQuery);
  return { catalogs: query.data ?? [], catalogsLoading: query.isFetching };
}

export const useMyCatalogs = () => useQuery({ queryKey: shopKeys.myCatalogs, queryFn: () => call(shopEndpoints.catalogs) });
export const useCatalog = (id: string) =>
  useQuery({ queryKey: shopKeys.catalog(id), queryFn: () => call(shopEndpoints.catalog, { params: { id } }), retry: false });
export const useRecommended = () => useQuery({ queryKey: shopKeys.recommended, queryFn: () => call(shopEndpoints.recommended) });
export const usePurchased = () => useQuery({ queryKey: shopKeys.purchased, queryFn: () => call(shopEndpoints.purchased) });
export const useOrders = () => useQuery({ queryKey: shopKeys.orders, queryFn: () => call(shopEndpoints.orders) });
export const useOrder = (id: string) =>
  useQuery({ queryKey: shopKeys.order(id), queryFn: () => call(shopEndpoints.order, { params: { id } }), retry: false, enabled: !!id });
export const useCheckoutSettings = () =>
  useQuery({ queryKey: shopKeys.settings, queryFn: () => call(shopEndpoints.checkoutSettings) });
