import { shopEndpoints } from "@eln/shared/shop";
import { useIsMutating, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { call } from "../../api/call";
import { fallbackOnError } from "../../api/fallbackOnError";
import { cartKeys } from "../../api/queryKeys";

// The cart's server data (spec §3: simpleCart, userCart and their flags) in the query cache.

/** The badge's cart; null when the fetch failed (spec §4). */
export const simpleCartQuery = {
  queryKey: cartKeys.simple,
  queryFn: () => fallbackOnError(call(shopEndpoints.cart), null),
};

/** The cart with prices, tax and checks; fresh on every visit, null when the fetch failed (spec §4). */
export const userCartQuery = {
  queryKey: cartKeys.details,
  queryFn: () => fallbackOnError(call(shopEndpoints.cartDetails), null),
  refetchOnMount: "always" as const,
};

/** Adding refetches the simple cart (spec §4); the mutation ends once the badge has followed. */
export const addCartItemMutation = (qc: QueryClient) => ({
  mutationKey: cartKeys.add,
  mutationFn: ({ productId, quantity }: { productId: string; quantity?: number }) =>
    call(shopEndpoints.addToCart, { body: { product_id: productId, ...(quantity ? { quantity } : {}) } }),
  onSuccess: () => qc.invalidateQueries({ queryKey: cartKeys.simple }),
});

/**
 * Updating a quantity refetches the detailed cart (spec §4), and the simple cart for the badge.
 * On a refusal too: the screen then shows the cart the server kept.
 */
export const updateCartQtyMutation = (qc: QueryClient) => ({
  mutationKey: cartKeys.update,
  mutationFn: ({ productId, quantity }: { productId: string; quantity: number }) =>
    call(shopEndpoints.updateCartQty, { body: { product_id: productId, quantity } }),
  onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: cartKeys.details }), qc.invalidateQueries({ queryKey: cartKeys.simple })]),
});

export function useSimpleCart(enabled = true) {
  const query = useQuery({ ...simpleCartQuery, enabled });
  return { simpleCart: query.data ?? null };
}

/** `isUpdatingUserCart` is on while any cart change is on its way, from whichever screen. */
export function useUserCart() {
  const query = useQuery(userCartQuery);
  const updating = useIsMutating({ mutationKey: cartKeys.all });
  return {
    userCart: query.data ?? null,
    isFetchingUserCart: query.isFetching,
    isUpdatingUserCart: updating > 0,
    /** A fetch begun since the screen opened has ended: before that the cart may be an earlier visit's. */
    fetchedHere: query.isFetchedAfterMount,
    refetchUserCart: query.refetch,
  };
}

export function useAddCartItem() {
  return useMutation(addCartItemMutation(useQueryClient()));
}

export function useUpdateCartQty() {
  return useMutation(updateCartQtyMutation(useQueryClient()));
}
