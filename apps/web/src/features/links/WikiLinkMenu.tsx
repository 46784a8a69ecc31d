import { paletteEndpoints } from "@eln/shared/palette";
import { call } from "../../api/call";
import { List, ListItemButton, ListItemIcon, ListItemText, Paper, Portal, Typography } from "@mui/material";
import DescriptionIcon from "@mui/icons-material/DescriptionOutlined";
import ScienceIcon from "@mui/icons-material/ScienceOutlined";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Editor } from "@tiptap/react";
import type { EditorState, Transaction } from "@tiptap/pm/state";
import { absolutePositionToRelativePosition, relativePositionToAbsolutePosition, ySyncPluginKey, type ProsemirrorBinding } from "@tiptap/y-tiptap";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { materialHref, noteHref } from "@eln/shared/links";
import { useDebouncedValue } from "../search/useDebouncedValue";
import { linkKeys } from "../../api/queryKeys";

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

/** The notes and materials a `[[text` can name. */
const findTargets = (q: string, signal?: AbortSignal) => call(paletteEndpoints.find, { query: { q }, signal });

type Answer = Awaited<ReturnType<typeof findTargets>>;

function targetsOf(answer: Answer | undefined, noteId: string): Target[] {
  return [
    ...(answer?.notes ?? []).filter((n) => n.id !== noteId).map((n) => ({ kind: "note" as const, id: n.id, title: n.title, context: n.context, href: noteHref(n.id) })),
    ...(answer?.materials ?? []).map((m) => ({ kind: "material" as const, id: m.id, title: m.title, context: m.context, href: materialHref(m.spaceId, m.id, m.title) })),
  ];
}

/** A `[[text` whose Enter came before its search answered: where it stands now, and what it said. */
interface WaitingPick {
  /** Where the `[[text` starts, followed through each edit since. */
  from: number;
  text: string;
  /**
   * The same place in the section's shared document. A collaborator's edit arrives as a whole new
   * document, through which `from` cannot be mapped: it is found again from here.
   */
  anchor: ReturnType<typeof absolutePositionToRelativePosition> | null;
}

/** The Yjs binding of a shared section's editor (null for one that edits alone). */
function sharedDocOf(state: EditorState): ProsemirrorBinding | null {
  return (ySyncPluginKey.getState(state)?.binding as ProsemirrorBinding | undefined) ?? null;
}

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
    queryKey: linkKeys.wikiLinks(debounced),
    queryFn: ({ signal }) => findTargets(debounced, signal),
    enabled: !!trigger,
    staleTime: 15_000,
    // The last list stays in view while the next search runs, so it does not flicker empty.
    placeholderData: keepPreviousData,
  });
  // The list answers what is typed now (or its search failed); before that, it is shown but cannot
  // be picked (it may not hold what the text names), and an Enter waits for it.
  const current = !!trigger && debounced === trigger.query && !answer.isPending && !answer.isPlaceholderData;
  const targets = targetsOf(answer.data, noteId);
  const state = useRef({ trigger, targets, active, current });
  state.current = { trigger, targets, active, current };
  const waiting = useRef(new Set<WaitingPick>());

  useEffect(() => {
    if (!editor) return;
    const check = ({ transaction }: { transaction: Transaction }) => {
      // A waiting pick follows the edits made since its Enter: its own through their mapping, a
      // collaborator's (the whole document replaced) through its place in the shared document.
      if (transaction.docChanged) {
        const shared = (transaction.getMeta(ySyncPluginKey) as { isChangeOrigin?: boolean } | undefined)?.isChangeOrigin ? sharedDocOf(editor.state) : null;
        for (const w of waiting.current) {
          const found = shared && w.anchor ? relativePositionToAbsolutePosition(shared.doc, shared.type, w.anchor, shared.mapping) : null;
          w.from = found ?? transaction.mapping.map(w.from, 1);
        }
      }
      const { from, empty } = editor.state.selection;
      if (!empty || !editor.isEditable) return setTrigger(null);
      const before = editor.state.doc.textBetween(Math.max(0, from - 44), from, "\n", "\0");
      const m = TRIGGER.exec(before);
      // No list for the `[[` that is waiting for its answer: the typing after it is plain text.
      if (!m || [...waiting.current].some((w) => w.from === from - m[0].length)) return setTrigger(null);
      const coords = editor.view.coordsAtPos(from);
      setTrigger({ query: m[1], from: from - m[0].length, to: from, left: coords.left, top: coords.bottom + 4 });
    };
    editor.on("transaction", check);
    return () => {
      editor.off("transaction", check);
    };
  }, [editor]);
  useEffect(() => setActive(0), [answer.data]);

  /** Replaces `[[text` at `range` with a link to `target` and a space (unless one follows already). */
  const linkAt = useCallback(
    (range: { from: number; to: number }, target: Target, { moveCaret }: { moveCaret: boolean }) => {
      if (!editor || editor.isDestroyed) return;
      const next = editor.state.doc.textBetween(range.to, Math.min(range.to + 1, editor.state.doc.content.size), "\n", "\0");
      const chain = moveCaret ? editor.chain().focus() : editor.chain();
      chain
        .insertContentAt(
          range,
          [{ type: "text", text: target.title, marks: [{ type: "link", attrs: { href: target.href } }] }, ...(next === " " ? [] : [{ type: "text", text: " " }])],
          // A pick that waited for its answer leaves the caret where the typing since has put it.
          { updateSelection: moveCaret },
        )
        .run();
    },
    [editor],
  );

  const choose = useCallback(
    (target: Target) => {
      const t = state.current.trigger;
      if (!t) return;
      linkAt(t, target, { moveCaret: true });
      setTrigger(null);
    },
    [linkAt],
  );

  /**
   * An Enter pressed while the search for the typed text ran: the text is linked to that search's
   * first answer when it comes, even if typing went on meanwhile (it stays after the link).
   */
  const chooseWhenAnswered = useCallback(
    (t: Trigger) => {
      const shared = editor && sharedDocOf(editor.state);
      const anchor = shared ? absolutePositionToRelativePosition(t.from, shared.type, shared.mapping) : null;
      const pick: WaitingPick = { from: t.from, text: `[[${t.query}`, anchor };
      waiting.current.add(pick);
      setTrigger(null);
      const settle = (answer: Answer | undefined) => {
        waiting.current.delete(pick);
        const first = targetsOf(answer, noteId)[0];
        // Nothing to link, or the `[[text` itself was changed meanwhile: it stays as typed (what
        // was typed right after it stays after the link).
        const range = { from: pick.from, to: pick.from + pick.text.length };
        if (!first || !editor || editor.isDestroyed || range.to > editor.state.doc.content.size) return;
        if (editor.state.doc.textBetween(range.from, range.to, "\n", "\0") !== pick.text) return;
        linkAt(range, first, { moveCaret: false });
      };
      // Its own request: the list's search for this text is cancelled once the list moves on.
      findTargets(t.query).then(settle, () => settle(undefined));
    },
    [editor, linkAt, noteId],
  );

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
        chooseWhenAnswered(t);
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
    [choose, chooseWhenAnswered],
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
