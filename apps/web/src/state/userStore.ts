import { create } from "zustand";
import { persistFields, readStored } from "./storage";

// Who is signed in, kept in storage for the next visit. The user's spaces and projects (spec §3's
// userSpaces, userProjects and their flags) are server data: the query cache holds them
// (features/spaces/spacesApi.ts).
interface UserState {
  email: string | null;
  fullName: string | null;
  /** From the latest session answer (sign-in or session check); null until one arrived. Not kept. */
  emailVerified: boolean | null;
  setUser(u: { email: string; fullName: string; emailVerified?: boolean }): void;
  clearUser(): void;
}

export const useUserStore = create<UserState>()((set) => ({
  email: readStored<string | null>("user", "email", null),
  fullName: readStored<string | null>("user", "fullName", null),
  emailVerified: null,
  setUser: ({ email, fullName, emailVerified }) => set({ email, fullName, emailVerified: emailVerified ?? null }),
  clearUser: () => set({ email: null, fullName: null, emailVerified: null }),
}));
persistFields<UserState>("user", ["email", "fullName"], useUserStore.subscribe);
