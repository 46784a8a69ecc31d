import { create } from "zustand";
import { persistFields, readStored } from "./storage";
import { api } from "../api/apiClient";

export interface SpaceSummary {
  id: string;
  title: string;
  description: string;
  role: "owner" | "member";
  projectCount: number;
  createdAt: string;
}
export interface ProjectSummary {
  id: string;
  title: string;
  description: string;
  spaceId: string;
  role: string | null;
  createdAt: string;
  updatedAt?: string;
  noteCount?: number;
}

interface UserState {
  email: string | null;
  fullName: string | null;
  userProjects: ProjectSummary[];
  projectsLoading: boolean;
  userSpaces: SpaceSummary[];
  spacesLoading: boolean;
  setUser(u: { email: string; fullName: string }): void;
  clearUser(): void;
  fetchSpaces(): Promise<void>;
  fetchProjects(spaceId: string): Promise<void>;
}

export const useUserStore = create<UserState>()((set) => ({
  email: readStored<string | null>("user", "email", null),
  fullName: readStored<string | null>("user", "fullName", null),
  userProjects: [],
  projectsLoading: false,
  userSpaces: [],
  spacesLoading: false,
  setUser: ({ email, fullName }) => set({ email, fullName }),
  clearUser: () => set({ email: null, fullName: null, userProjects: [], userSpaces: [] }),
  // Loading flags go on when a fetch starts and off when it ends; a failed
  // fetch leaves an empty list and shows no message (spec §4, §8).
  fetchSpaces: async () => {
    set({ spacesLoading: true });
    try {
      const spaces = await api<SpaceSummary[]>("/api/spaces");
      set({ userSpaces: spaces });
    } catch {
      set({ userSpaces: [] });
    } finally {
      set({ spacesLoading: false });
    }
  },
  fetchProjects: async (spaceId) => {
    set({ projectsLoading: true });
    try {
      const space = await api<{ projects: ProjectSummary[] }>(`/api/spaces/${encodeURIComponent(spaceId)}`);
      set({ userProjects: space.projects });
    } catch {
      set({ userProjects: [] });
    } finally {
      set({ projectsLoading: false });
    }
  },
}));
persistFields<UserState>("user", ["email", "fullName"], useUserStore.subscribe);
