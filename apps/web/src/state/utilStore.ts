import { create } from "zustand";
import { persistFields, readStored } from "./storage";

export type Lang = "en" | "ja";

export interface ProjectQuery {
  sort?: "title" | "updatedAt" | "createdAt";
  order?: "asc" | "desc";
  tagIds?: string[];
}

interface UtilState {
  lang: Lang;
  activeNote: string;
  activeProject: string;
  activeSpace: string;
  projectQuery: Record<string, ProjectQuery>;
  setLang(lang: Lang): void;
  setActiveNote(id: string): void;
  setActiveProject(id: string): void;
  setActiveSpace(id: string): void;
  setProjectQuery(projectId: string, q: ProjectQuery): void;
  clearUtil(): void;
}

/** The stored choice; otherwise ja when the browser language starts with ja; otherwise en. */
export function initialLang(): Lang {
  const stored = readStored<string | null>("util", "lang", null);
  if (stored === "en" || stored === "ja") return stored;
  const nav = typeof navigator === "undefined" ? "" : (navigator.language ?? "");
  return nav.toLowerCase().startsWith("ja") ? "ja" : "en";
}

export const useUtilStore = create<UtilState>()((set) => ({
  lang: initialLang(),
  activeNote: readStored("util", "activeNote", ""),
  activeProject: readStored("util", "activeProject", ""),
  activeSpace: readStored("util", "activeSpace", ""),
  projectQuery: readStored<Record<string, ProjectQuery>>("util", "projectQuery", {}),
  setLang: (lang) => set({ lang }),
  setActiveNote: (activeNote) => set({ activeNote }),
  setActiveProject: (activeProject) => set({ activeProject }),
  setActiveSpace: (activeSpace) => set({ activeSpace }),
  setProjectQuery: (projectId, q) => set((s) => ({ projectQuery: { ...s.projectQuery, [projectId]: q } })),
  // Language stays: it is the person's choice, not the session's.
  clearUtil: () => set({ activeNote: "", activeProject: "", activeSpace: "", projectQuery: {} }),
}));
persistFields<UtilState>(
  "util",
  ["lang", "activeNote", "activeProject", "activeSpace", "projectQuery"],
  useUtilStore.subscribe,
);
