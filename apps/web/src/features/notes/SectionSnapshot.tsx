import { Box } from "@mui/material";
import { useEffect, useMemo, useRef } from "react";
import type { NoteSection } from "@eln/shared/notes";
import { useCollabState, type NoteCollab } from "./useNoteCollab";
import { sectionFrameSx, ToolbarPlaceholder } from "./sectionFrame";
import { sectionSnapshotHtml } from "./sectionSnapshotHtml";

/** Waits this long for the browser to report a painted frame before going on anyway. */
const SHOWN_FALLBACK_MS = 250;

/**
 * Calls `onShown` once a frame holding the text inside `ref` is on screen and the browser has said
 * so (a largest-contentful-paint entry: this text, or anything painted after it appeared), or,
 * where it says nothing (other browsers, after an input), once a frame and a moment have passed.
 * Text removed before that report never counts as painted, although the person saw it.
 */
function useOnShown(ref: React.RefObject<HTMLElement | null>, onShown: () => void, nothingToShow: boolean, waiting: boolean) {
  const latest = useRef(onShown);
  latest.current = onShown;
  useEffect(() => {
    if (waiting) return;
    if (nothingToShow) return latest.current();
    const mountedAt = performance.now();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      latest.current();
    };
    let observer: PerformanceObserver | undefined;
    try {
      observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) if (e.startTime > mountedAt || (e.element && ref.current?.contains(e.element))) finish();
      });
      observer.observe({ type: "largest-contentful-paint", buffered: true });
    } catch {
      /* not reported by this browser: the fallback below */
    }
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(finish, SHOWN_FALLBACK_MS)));
    return () => {
      done = true;
      observer?.disconnect();
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ref, nothingToShow, waiting]);
}

/**
 * A section's text as it stands in the live document, painted as plain HTML in the editor's frame
 * when the note opens, with none of the editor's code (sectionSnapshotHtml.ts). Loading and
 * building the editor (ProseMirror's view of a long section, the Yjs binding) takes longer than
 * its text takes to paint; `onShown` tells the page to put the editors in.
 */
export function SectionSnapshot({
  collab,
  section,
  canEdit,
  label,
  onShown,
  onFocusChange,
}: {
  collab: NoteCollab;
  section: NoteSection;
  canEdit: boolean;
  label: string;
  onShown: () => void;
  /** Whether the snapshot has the keyboard's focus: the editor that replaces it then takes it. */
  onFocusChange: (focused: boolean) => void;
}) {
  // Until the text has arrived the document is empty: painting it would count as the note shown.
  const loaded = useCollabState(collab, (s) => s.loaded);
  const html = useMemo(() => (loaded ? sectionSnapshotHtml(collab.doc.getXmlFragment(section)) : ""), [collab, section, loaded]);
  const ref = useRef<HTMLDivElement>(null);
  useOnShown(ref, onShown, html === null, !loaded);
  // A table or an image: only the editor draws it, so there is nothing to show before it.
  if (html === null) return null;
  return (
    <Box
      ref={ref}
      // As ProseMirror's own CSS, and grey where the editor will be read-only (editorStyles).
      sx={{ ...sectionFrameSx, "& .note-editor": { whiteSpace: "pre-wrap", overflowWrap: "break-word", ...(canEdit ? {} : { bgcolor: "grey.50" }) } }}
      data-testid={`snapshot-${section}`}
    >
      {/* Where the toolbar will be, so the text does not move when the editor takes over. */}
      {canEdit && <ToolbarPlaceholder />}
      {/* A Tab stop where the editor will be, named as it is: read-only and busy until the editor
          arrives and takes the focus over, so a keyboard user is not moved past the section. */}
      <div
        className="note-editor"
        dangerouslySetInnerHTML={{ __html: html }}
        {...(canEdit && {
          tabIndex: 0,
          role: "textbox",
          "aria-multiline": true,
          "aria-readonly": true,
          "aria-busy": true,
          "aria-label": label,
          onFocus: () => onFocusChange(true),
          onBlur: () => onFocusChange(false),
        })}
      />
    </Box>
  );
}
