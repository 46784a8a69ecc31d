import { useEffect } from "react";
import { useLocation } from "react-router";
import { create } from "zustand";

/** The name of what the screen at `path` shows; kept with its path so a left screen's name is never shown on the next. */
export const usePageNameStore = create<{ path: string; name: string }>(() => ({ path: "", name: "" }));

/**
 * Puts the shown item's name (a note's title, a project's, a space's) before the screen's kind in
 * the window title, so that open tabs and the screen reader's window list tell them apart.
 * Undefined while the item loads.
 */
export function usePageName(name: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!name) return;
    usePageNameStore.setState({ path: pathname, name });
    return () => usePageNameStore.setState((s) => (s.path === pathname ? { path: "", name: "" } : s));
  }, [pathname, name]);
}
