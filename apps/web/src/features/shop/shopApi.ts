import { useQuery } from "@tanstack/react-query";
import type { CatalogDetails, CatalogSummary, CheckoutSettingsAnswer, Order, OrderSummary, Product, PurchasedItem } from "@eln/shared/shop";
import { api } from "../../api/apiClient";

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

export const useMyCatalogs = () => useQuery({ queryKey: shopKeys.myCatalogs, queryFn: () => api<CatalogSummary[]>("/api/catalogs") });
export const useCatalog = (id: string) =>
  useQuery({ queryKey: shopKeys.catalog(id), queryFn: () => api<CatalogDetails>(`/api/catalogs/${encodeURIComponent(id)}`), retry: false });
export const useRecommended = () => useQuery({ queryKey: shopKeys.recommended, queryFn: () => api<Product[]>("/api/shop/recommended") });
export const usePurchased = () => useQuery({ queryKey: shopKeys.purchased, queryFn: () => api<PurchasedItem[]>("/api/shop/purchased") });
export const useOrders = () => useQuery({ queryKey: shopKeys.orders, queryFn: () => api<OrderSummary[]>("/api/orders") });
export const useOrder = (id: string) =>
  useQuery({ queryKey: shopKeys.order(id), queryFn: () => api<Order>(`/api/orders/${encodeURIComponent(id)}`), retry: false, enabled: !!id });
export const useCheckoutSettings = () =>
  useQuery({ queryKey: shopKeys.settings, queryFn: () => api<CheckoutSettingsAnswer>("/api/checkout_settings") });
