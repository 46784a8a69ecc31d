import { create } from "zustand";
import { api } from "../api/apiClient";

export interface SimpleCart {
  items: { product_id: string; quantity: number }[];
  itemCount: number;
}
export interface CartLine {
  product_id: string;
  name: string;
  nameJa?: string | null;
  sku: string;
  maker?: string | null;
  unit?: string | null;
  unitPrice: number;
  quantity: number;
  moq: number;
  stock: number;
  deliveryDays: number;
  delayed?: boolean;
  taxRate: number;
  subtotal: number;
}
export interface DetailedCart {
  lines: CartLine[];
  byRate: { rate: number; subtotal: number; tax: number }[];
  subtotal: number;
  tax: number;
  total: number;
  canCheckout: boolean;
}

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
      set({ simpleCart: await api<SimpleCart>("/api/cart") });
    } catch {
      set({ simpleCart: null });
    }
  },
  fetchUserCart: async () => {
    set({ isFetchingUserCart: true });
    try {
      set({ userCart: await api<DetailedCart>("/api/cart/details") });
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
      await api("/api/cart/add_item", { method: "POST", body: { product_id: productId, ...(quantity ? { quantity } : {}) } });
    } finally {
      set({ isUpdatingUserCart: false });
    }
    await get().fetchSimpleCart();
  },
  updateQty: async (productId, quantity) => {
    set({ isUpdatingUserCart: true });
    try {
      await api("/api/cart/update_qty", { method: "PUT", body: { product_id: productId, quantity } });
    } finally {
      set({ isUpdatingUserCart: false });
    }
    await get().fetchUserCart();
  },
  clearCart: () => set({ userCart: null, simpleCart: null }),
}));
