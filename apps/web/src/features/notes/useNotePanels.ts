import { useEffect, useState } from "react";
import { keptLoader } from "../../lib/keptLoader";

const panelsCode = keptLoader(() => import("./notePanels"));
// Asked for as soon as the note page's code has run, not once the page has rendered: the section
// editors come with it (on a cold load they showed ~50 ms sooner).
void panelsCode.load().catch(() => {});

/**
 * The panels around the text (notePanels.ts); null until they arrive. Code that cannot be loaded
 * (a deploy replaced it) goes to the route's error boundary, which offers a reload, rather than
 * leaving the note without its editors.
 */
export function useNotePanels() {
  // Not taken at the first render even when loaded (a warm cache): the page then paints its text
  // first, and the section editors (~300 ms of rendering for a long note) come in the next render.
  const [panels, setPanels] = useState<Awaited<ReturnType<typeof panelsCode.load>> | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    panelsCode.load().then(
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
