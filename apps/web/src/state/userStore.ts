import { spaceEndpoints } from "@eln/shared/spaces";
import { call } from "../api/call";
import { create } from "zustand";
import { persistFields, readStored } from "./storage";
import type { ProjectSummary, SpaceDetail, SpaceSummary } from "@eln/shared/spaces";

// The API's own shapes (GET /api/spaces and GET /api/spaces/{spaceId}).
export type { ProjectSummary, SpaceSummary } from "@eln/shared/spaces";

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
  /** Also answers the whole space (title, abilities), or null when the fetch failed. */
  fetchProjects(spaceId: string): Promise<SpaceDetail | null>;
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
      const spaces = await call(spaceEndpoints.list);
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
      const space = await call(spaceEndpoints.get, { params: { spaceId } });
      set({ userProjects: space.projects });
      return space;
    } catch {
      set({ userProjects: [] });
      return null;
    } finally {
      set({ projectsLoading: false });
    }
  },
}));
persistFields<UserState>("user", ["email", "fullName"], useUserStore.subscribe);
