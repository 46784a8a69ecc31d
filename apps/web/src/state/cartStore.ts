import { shopEndpoints } from "@eln/shared/shop";
import { call } from "../api/call";
import { create } from "zustand";
import type { CartLine, DetailedCart, SimpleCart } from "@eln/shared/shop";

// The cart's shapes are the server's answers (shared schemas), so both sides agree.
export type { CartLine, DetailedCart, SimpleCart };

interface CartState {
  userCart: DetailedCart | null;
  simpleCart: SimpleCart | null;
  isFetchingUserCart: boolean;
  isUpdatingUserCart: boolean;
  fetchSimpleCart(): Promise<void>;
  fetchUserCart(): Promise<void>;
  addItem(productId: string, quantity?: number): Promise<void>;
  updateQty(productId: string, quantity: number): Promise<void>;
  clearCart(): void;
}

export const useCartStore = create<CartState>()((set, get) => ({
  userCart: null,
  simpleCart: null,
  isFetchingUserCart: false,
  isUpdatingUserCart: false,
  // Failed cart fetches leave null (spec §8).
  fetchSimpleCart: async () => {
    try {
      set({ simpleCart: await call(shopEndpoints.cart) });
    } catch {
      set({ simpleCart: null });
    }
  },
  fetchUserCart: async () => {
    set({ isFetchingUserCart: true });
    try {
      set({ userCart: await call(shopEndpoints.cartDetails) });
    } catch {
      set({ userCart: null });
    } finally {
      set({ isFetchingUserCart: false });
    }
  },
  // Adding refetches the simple cart; updating refetches the detailed cart (spec §4).
  addItem: async (productId, quantity) => {
    set({ isUpdatingUserCart: true });
    try {
      await call(shopEndpoints.addToCart, { body: { product_id: productId, ...(quantity ? { quantity } : {}) } });
    } finally {
      set({ isUpdatingUserCart: false });
    }
    await get().fetchSimpleCart();
  },
  updateQty: async (productId, quantity) => {
    set({ isUpdatingUserCart: true });
    try {
      await call(shopEndpoints.updateCartQty, { body: { product_id: productId, quantity } });
    } finally {
      set({ isUpdatingUserCart: false });
    }
    await get().fetchUserCart();
  },
  clearCart: () => set({ userCart: null, simpleCart: null }),
}));
