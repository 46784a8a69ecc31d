import { paletteEndpoints } from "@eln/shared/palette";
import { call } from "../../api/call";
import { List, ListItemButton, ListItemIcon, ListItemText, Paper, Portal, Typography } from "@mui/material";
import DescriptionIcon from "@mui/icons-material/DescriptionOutlined";
import ScienceIcon from "@mui/icons-material/ScienceOutlined";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Editor } from "@tiptap/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { materialHref, noteHref } from "@eln/shared/links";
import { useDebouncedValue } from "../search/useDebouncedValue";

interface Trigger {
  query: string;
  from: number;
  to: number;
  left: number;
  top: number;
}
interface Target {
  kind: "note" | "material";
  id: string;
  title: string;
  context: string;
  href: string;
}

/** `[[` followed by up to 40 characters, right before the caret. */
const TRIGGER = /\[\[([^[\]\n]{0,40})$/;

/**
 * Typing `[[` in a section opens a list of notes and materials; choosing one replaces `[[text`
 * with a link to it (the target then lists this note among its backlinks).
 * Returns the key handler the editor calls first, so arrows and Enter drive the list while it is open.
 */
export function useWikiLinks(editor: Editor | null, noteId: string) {
  const [trigger, setTrigger] = useState<Trigger | null>(null);
  const [active, setActive] = useState(0);
  const debounced = useDebouncedValue(trigger?.query ?? "", 150);
  const answer = useQuery({
    queryKey: ["wikilinks", debounced],
    queryFn: ({ signal }) => call(paletteEndpoints.find, { query: { q: debounced }, signal }),
    enabled: !!trigger,
    staleTime: 15_000,
    // The last list stays in view while the next search runs, so it does not flicker empty.
    placeholderData: keepPreviousData,
  });
  // The list answers what is typed now (or its search failed); before that, it is shown but cannot
  // be picked (it may not hold what the text names), and an Enter waits for it.
  const current = !!trigger && debounced === trigger.query && !answer.isPending && !answer.isPlaceholderData;
  const [enterWaiting, setEnterWaiting] = useState(false);
  const targets: Target[] = [
    ...(answer.data?.notes ?? []).filter((n) => n.id !== noteId).map((n) => ({ kind: "note" as const, id: n.id, title: n.title, context: n.context, href: noteHref(n.id) })),
    ...(answer.data?.materials ?? []).map((m) => ({ kind: "material" as const, id: m.id, title: m.title, context: m.context, href: materialHref(m.spaceId, m.id, m.title) })),
  ];
  const state = useRef({ trigger, targets, active, current });
  state.current = { trigger, targets, active, current };

  useEffect(() => {
    if (!editor) return;
    const check = () => {
      const { from, empty } = editor.state.selection;
      if (!empty || !editor.isEditable) return setTrigger(null);
      const before = editor.state.doc.textBetween(Math.max(0, from - 44), from, "\n", "\0");
      const m = TRIGGER.exec(before);
      if (!m) return setTrigger(null);
      const coords = editor.view.coordsAtPos(from);
      setTrigger({ query: m[1], from: from - m[0].length, to: from, left: coords.left, top: coords.bottom + 4 });
    };
    editor.on("transaction", check);
    return () => {
      editor.off("transaction", check);
    };
  }, [editor]);
  useEffect(() => setActive(0), [answer.data]);

  const choose = useCallback(
    (target: Target) => {
      const t = state.current.trigger;
      if (!editor || !t) return;
      editor
        .chain()
        .focus()
        .deleteRange({ from: t.from, to: t.to })
        .insertContent([
          { type: "text", text: target.title, marks: [{ type: "link", attrs: { href: target.href } }] },
          { type: "text", text: " " },
        ])
        .run();
      setTrigger(null);
    },
    [editor],
  );

  // An Enter pressed while the search for the typed text ran: its first answer is the choice.
  useEffect(() => {
    if (!enterWaiting || !current) return;
    setEnterWaiting(false);
    const first = state.current.targets[0];
    if (first) choose(first);
  }, [enterWaiting, current, choose]);
  const open = trigger !== null;
  useEffect(() => {
    if (!open) setEnterWaiting(false);
  }, [open]);

  /** For editorProps.handleKeyDown: true when the list took the key. */
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const { trigger: t, targets: list, active: a, current: answered } = state.current;
      if (!t) return false;
      if (event.key === "Escape") {
        setTrigger(null);
        return true;
      }
      if (!answered && (event.key === "Enter" || event.key === "Tab")) {
        setEnterWaiting(true);
        return true;
      }
      if (!list.length) return false;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        setActive((i) => (i + (event.key === "ArrowDown" ? 1 : list.length - 1)) % list.length);
        return true;
      }
      if (event.key === "Enter" || event.key === "Tab") {
        choose(list[a] ?? list[0]);
        return true;
      }
      return false;
    },
    [choose],
  );

  return { trigger, targets, active, current, loading: answer.isFetching, choose, onKeyDown };
}

export function WikiLinkMenu({ links }: { links: ReturnType<typeof useWikiLinks> }) {
  const { t } = useTranslation("links");
  const { trigger, targets, active, current, choose, loading } = links;
  if (!trigger) return null;
  return (
    <Portal>
      <Paper
        elevation={8}
        sx={{ position: "fixed", left: Math.max(8, Math.min(trigger.left, window.innerWidth - 328)), top: trigger.top, width: 320, maxWidth: "calc(100vw - 16px)", zIndex: 1400 }}
        data-testid="wikilink-menu"
      >
        <Typography variant="caption" color="text.secondary" sx={{ display: "block", px: 1.5, pt: 1 }}>
          {t("hint")}
        </Typography>
        <List dense role="listbox" aria-label={t("hint")} sx={{ maxHeight: 280, overflowY: "auto" }}>
          {targets.map((x, i) => (
            <ListItemButton
              key={`${x.kind}-${x.id}`}
              role="option"
              aria-selected={i === active}
              selected={i === active}
              aria-disabled={!current}
              // Keep the caret in the editor while choosing with the mouse.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => current && choose(x)}
              data-testid="wikilink-option"
            >
              <ListItemIcon sx={{ minWidth: 32 }}>{x.kind === "note" ? <DescriptionIcon fontSize="small" /> : <ScienceIcon fontSize="small" />}</ListItemIcon>
              <ListItemText primary={x.title} secondary={`${t(x.kind)} · ${x.context}`} slotProps={{ primary: { sx: { overflowWrap: "anywhere" } } }} />
            </ListItemButton>
          ))}
          {!targets.length && !loading && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, py: 1 }}>
              {t("none")}
            </Typography>
          )}
        </List>
      </Paper>
    </Portal>
  );
}
