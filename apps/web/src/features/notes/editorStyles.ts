/**
 * A box that scrolls sideways, with a shadow at each edge it can still scroll towards: on a phone
 * a wide table showed its first columns and nothing said there were more (background-attachment
 * local/scroll: the white covers move with the content and hide each shadow at its end).
 */
const sidewaysScroll = {
  overflowX: "auto",
  maxWidth: "100%",
  background:
    "linear-gradient(to right, #fff 30%, rgba(255,255,255,0)), linear-gradient(to left, #fff 30%, rgba(255,255,255,0)) 100% 0, radial-gradient(farthest-side at 0 50%, rgba(0,0,0,.3), rgba(0,0,0,0)), radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,.3), rgba(0,0,0,0)) 100% 0",
  backgroundRepeat: "no-repeat",
  backgroundSize: "40px 100%, 40px 100%, 14px 100%, 14px 100%",
  backgroundAttachment: "local, local, scroll, scroll",
} as const;

/** ProseMirror content and collaboration carets, scoped under the note page. */
export const editorStyles = {
  "& .note-editor": {
    minHeight: 96,
    px: 2,
    py: 1.5,
    // A visible ring while typing (WCAG 2.4.7): primary blue is 5.7:1 on white.
    outline: "none",
    "&:focus": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: "-2px" },
    lineHeight: 1.6,
    "& p": { my: 0.75 },
    // An empty paragraph keeps a line's height, as in the editor (there it holds a <br>): in a
    // version's HTML it is <p></p>, and an empty table row showed as a sliver.
    "& p:empty::before": { content: '"\\200b"' },
    "& h1, & h2, & h3": { mt: 1.5, mb: 0.75, lineHeight: 1.3 },
    "& h3": { fontSize: "1.15rem" },
    "& ul, & ol": { pl: 3 },
    // Checklists: the box sits where the bullet would.
    "& ul[data-type=taskList]": { listStyle: "none", pl: 0.5 },
    "& ul[data-type=taskList] li": { display: "flex", gap: 1, alignItems: "flex-start" },
    "& ul[data-type=taskList] li > label": { mt: 0.9, flexShrink: 0 },
    "& ul[data-type=taskList] li > div": { flex: 1 },
    "& a": { color: "primary.main" },
    "& img": { maxWidth: "100%", height: "auto" },
    "& table": { borderCollapse: "collapse", width: "100%", my: 1 },
    "& td, & th": { border: "1px solid", borderColor: "grey.400", p: 0.75, verticalAlign: "top", minWidth: { xs: "4.5em", sm: "7em" }, "& p": { m: 0 } },
    "& th": { bgcolor: "grey.100", fontWeight: 600, textAlign: "left" },
    "& .selectedCell": { bgcolor: "action.selected" },
    // The editor's tables and the version preview's (SectionPreview wraps them the same way).
    "& .tableWrapper": sidewaysScroll,
    // No content-visibility on the blocks: it made a 50-page note open faster, but under load the
    // first typed character sometimes landed after the rest (the caret was mapped back to the start).
  },
  "& .note-editor[contenteditable=false]": { bgcolor: "grey.50" },
  // The keyboard hint is read with the editor always and shown only while the editor has focus.
  "& .note-editor-keys": { display: "block", position: "absolute", width: 1, height: 1, overflow: "hidden", clipPath: "inset(50%)", whiteSpace: "nowrap" },
  "& :has(.note-editor:focus) > .note-editor-keys": { position: "static", width: "auto", height: "auto", overflow: "visible", clipPath: "none", whiteSpace: "normal" },
  "& .collaboration-carets__caret": {
    borderLeft: "1px solid",
    borderRight: "1px solid",
    ml: "-1px",
    mr: "-1px",
    position: "relative",
    wordBreak: "normal",
    pointerEvents: "none",
  },
  "& .collaboration-carets__label": {
    borderRadius: "3px 3px 3px 0",
    color: "#fff",
    fontSize: 12,
    fontWeight: 600,
    left: "-1px",
    lineHeight: "normal",
    px: 0.5,
    position: "absolute",
    top: "-1.4em",
    userSelect: "none",
    whiteSpace: "nowrap",
  },
} as const;
