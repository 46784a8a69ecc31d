import { create } from "zustand";
import { api } from "../api/apiClient";

export interface CatalogSummary {
  id: string;
  title: string;
  titleJa?: string | null;
  supplier?: string | null;
  premade: boolean;
  itemCount: number;
}

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
