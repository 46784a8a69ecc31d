import { useEffect, useState } from "react";

const loadPanels = () => import("./notePanels");

/**
 * The panels around the text (notePanels.ts), asked for when the page mounts; null until they
 * arrive. Code that cannot be loaded (a deploy replaced it) goes to the route's error boundary,
 * which offers a reload, rather than leaving the note without its editors.
 */
export function useNotePanels() {
  const [panels, setPanels] = useState<Awaited<ReturnType<typeof loadPanels>> | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    loadPanels().then(
      (m) => live && setPanels(m),
      (err: unknown) => live && setFailure(err ?? new Error("The note's panels could not be loaded")),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failure) throw failure;
  return panels;
}
