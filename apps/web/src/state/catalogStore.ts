import { create } from "zustand";
import type { CatalogSummary } from "@eln/shared/shop";
import { api } from "../api/apiClient";

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
      set({ catalogs: await api<CatalogSummary[]>("/api/catalogs/premade") });
    } catch {
      set({ catalogs: [] });
    } finally {
      set({ catalogsLoading: false });
    }
  },
}));
