import { shopEndpoints } from "@eln/shared/shop";
import { call } from "../api/call";
import { create } from "zustand";
import type { CatalogSummary } from "@eln/shared/shop";

export type { CatalogSummary };

interface CatalogState {
  catalogs: CatalogSummary[];
  catalogsLoading: boolean;
  fetchCatalogs(): Promise<void>;
}

export const useCatalogStore = create<CatalogState>()((set) => ({
  catalogs: [],
  catalogsLoading: false,
  fetchCatalogs: async () => {
    set({ catalogsLoading: true });
    try {
      set({ catalogs: await call(shopEndpoints.premadeCatalogs) });
    } catch {
      set({ catalogs: [] });
    } finally {
      set({ catalogsLoading: false });
    }
  },
}));
