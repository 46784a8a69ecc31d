import { shopEndpoints } from "@eln/shared/shop";
import { call } from "../../api/call";
import { useQuery } from "@tanstack/react-query";

// The shop's server reads, one hook each; the cart lives in the cart store (spec §3).
export const shopKeys = {
  myCatalogs: ["shop", "catalogs", "mine"] as const,
  premade: ["shop", "catalogs", "premade"] as const,
  catalog: (id: string) => ["shop", "catalog", id] as const,
  recommended: ["shop", "recommended"] as const,
  purchased: ["shop", "purchased"] as const,
  orders: ["shop", "orders"] as const,
  order: (id: string) => ["shop", "order", id] as const,
  settings: ["shop", "checkout-settings"] as const,
};

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
