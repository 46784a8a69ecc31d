import { create } from "zustand";
import { persistFields, readStored } from "./storage";

interface AuthState {
  token: string | null;
  userId: string | null;
  setAuth(a: { token: string; userId: string }): void;
  setToken(token: string): void;
  clearAuth(): void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  token: readStored<string | null>("auth", "token", null),
  userId: readStored<string | null>("auth", "userId", null),
  setAuth: ({ token, userId }) => set({ token, userId }),
  setToken: (token) => set({ token }),
  clearAuth: () => set({ token: null, userId: null }),
}));
persistFields<AuthState>("auth", ["token", "userId"], useAuthStore.subscribe);
