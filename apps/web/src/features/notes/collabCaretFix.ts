import { Extension } from "@tiptap/core";
import { Plugin, PluginKey, TextSelection, type EditorState, type Selection, type Transaction } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import { absolutePositionToRelativePosition, relativePositionToAbsolutePosition, ySyncPluginKey } from "@tiptap/y-tiptap";
import * as Y from "yjs";

/*
 * Keeps this person's caret right after what they typed while someone else types at the same spot.
 *
 * QA: two people at the end of one paragraph typing at the same moment; "[A-abcdefghij]" was saved
 * as "A-abcdefghij][" (the first character at the end). The caret of the one who typed ended up
 * BEFORE their own last character, so everything they typed next went in front of it. Two causes,
 * both in @tiptap/y-tiptap (3.0.9, the newest; the second is the same in y-prosemirror 1.3.x):
 *
 * 1. Restoring the caret after a remote edit (ProsemirrorBinding._typeChanged →
 *    restoreRelativeSelection). The caret is kept as a Yjs relative position tied to the character
 *    before it, which is exact. Since 3.0.6 y-tiptap second-guesses it to recover from remote
 *    drag-and-drop (recoverSelectionEndpoint → isMisresolvedAfterStructuralChange): whenever the
 *    caret's paragraph text changed it calls the Yjs answer "misresolved" and, when the new text
 *    starts with the old one, puts the caret back at the OLD character offset. When the other's
 *    concurrent character is ordered before ours (Yjs orders concurrent inserts by client id) and
 *    is the same character, that offset is before our own character.
 *    Fix (plugin 1): after a remote update, if an end of the selection was tied to a character that
 *    still exists (so not in a deleted or moved block, what the recovery is for), use Yjs' answer.
 *
 * 2. Writing our own keystroke to Yjs (updateYText). The binding does not take the step: it diffs
 *    the paragraph's old and new text with lib0's simpleDiff (longest common prefix first). Typing
 *    "[" just before an identical "[" (the other's, which arrived after our caret) is recorded after
 *    it, while our caret stays before it: the same text, but in Yjs our caret is now tied to the
 *    other's character and in front of our own.
 *    Fix (plugin 2): after our own pure text insertion, when Yjs holds it further right inside a run
 *    of the same characters than where our caret is, move the caret to just after it in Yjs. The
 *    text on screen is the same; the caret only moves over identical characters.
 *
 * Only the selection changes; the document is never touched. Undo/redo and IME composition are
 * left alone (moving the caret under an open composition would break it).
 */

interface RelativeSelection {
  type: string;
  anchor: Y.RelativePosition | null;
  head: Y.RelativePosition | null;
}

interface SyncState {
  doc: Y.Doc;
  type: Y.XmlFragment;
  binding: { beforeTransactionSelection: RelativeSelection | null; mapping: Map<unknown, unknown> } | null;
}

const syncOf = (state: EditorState) => ySyncPluginKey.getState(state) as SyncState | undefined;

/** Whether the character a relative position is tied to still exists, and every type above it up to `root`. */
function liveAnchor(doc: Y.Doc, root: Y.XmlFragment, rel: Y.RelativePosition | null | undefined): boolean {
  if (!rel || !rel.item) return false; // tied to the start of a type, not to a character
  if (Y.getState(doc.store, rel.item.client) <= rel.item.clock) return false; // not arrived yet
  const struct = Y.getItem(doc.store, rel.item);
  if (!(struct instanceof Y.Item) || struct.deleted) return false; // deleted (or garbage collected)
  let type: Y.AbstractType<unknown> | null = struct.parent as Y.AbstractType<unknown>;
  while (type && type !== root) {
    const item = type._item;
    if (!item || item.deleted) return false;
    type = item.parent as Y.AbstractType<unknown>;
  }
  return type === root;
}

/** A document position as a text cursor, when it is one (inside a textblock). */
function textCursorAt(state: EditorState, pos: number | null) {
  if (pos === null || pos < 0 || pos > state.doc.content.size) return null;
  const $pos = state.doc.resolve(pos);
  return $pos.parent.isTextblock ? $pos : null;
}

/** Plugin 1: the selection a remote update should leave, by Yjs alone; null when y-tiptap's answer stands. */
export function exactSelectionAfterRemoteUpdate(state: EditorState): Selection | null {
  const sync = syncOf(state);
  const rel = sync?.binding?.beforeTransactionSelection;
  if (!sync?.binding || !rel || rel.type !== "text") return null;
  const { doc, type, binding } = sync;
  const resolve = (pos: Y.RelativePosition | null) =>
    pos && liveAnchor(doc, type, pos) ? relativePositionToAbsolutePosition(doc, type, pos, binding.mapping as never) : null;
  const $anchor = textCursorAt(state, resolve(rel.anchor));
  const $head = textCursorAt(state, resolve(rel.head));
  // A character's end is always inside a textblock; anything else means the mapping is off: leave it.
  if (!$anchor || !$head) return null;
  return TextSelection.between($anchor, $head);
}

function isRemoteUpdate(tr: Transaction) {
  const meta = tr.getMeta(ySyncPluginKey) as { isChangeOrigin?: boolean; isUndoRedoOperation?: boolean } | undefined;
  return !!meta?.isChangeOrigin && !meta.isUndoRedoOperation && tr.docChanged;
}

/** What our last own edit did in Yjs, when it was one pure insertion of text into one Y.XmlText. */
interface OwnInsertion {
  text: Y.XmlText;
  index: number;
  inserted: string;
}

/** The plain text of a Y.XmlText (an embed counts as one character, as in Yjs indexes). */
function plainText(text: Y.XmlText) {
  return (text.toDelta() as { insert: unknown }[]).map((op) => (typeof op.insert === "string" ? op.insert : "\ufffc")).join("");
}

/**
 * Plugin 2: where the caret must go after our own insertion so that it sits right after it in Yjs;
 * null when it already does, or when the insertion cannot be the one typed at the caret.
 */
export function caretAfterOwnInsertion(state: EditorState, own: OwnInsertion): number | null {
  const sync = syncOf(state);
  const { selection } = state;
  if (!sync?.binding || !(selection instanceof TextSelection) || !selection.empty) return null;
  const { doc, type, binding } = sync;
  const mapping = binding.mapping as never;
  const where = Y.createAbsolutePositionFromRelativePosition(absolutePositionToRelativePosition(selection.head, type, mapping), doc);
  if (!where || where.type !== own.text) return null;
  const caret = where.index;
  const length = own.inserted.length;
  const end = own.index + length;
  const typedAt = caret - length; // where the keystroke went on screen, if the caret is right after it
  // simpleDiff only ever moves an insertion to the right, over text equal to it.
  if (caret === end || typedAt < 0 || typedAt >= own.index) return null;
  const now = plainText(own.text);
  const before = now.slice(0, own.index) + now.slice(end);
  if (before.slice(0, typedAt) + own.inserted + before.slice(typedAt) !== now) return null;
  const target = relativePositionToAbsolutePosition(doc, type, Y.createRelativePositionFromTypeIndex(own.text, end, -1), mapping);
  return textCursorAt(state, target) ? target : null;
}

/** Records our own single text insertion as the binding writes it to Yjs (the delta is only readable in the observer). */
function watchOwnInsertions(view: EditorView) {
  const sync = syncOf(view.state);
  let last: OwnInsertion | null = null;
  const observe = (events: Y.YEvent<Y.AbstractType<unknown>>[], tr: Y.Transaction) => {
    last = null;
    if (!tr.local || tr.origin !== ySyncPluginKey || events.length !== 1) return;
    const [event] = events;
    if (!(event.target instanceof Y.XmlText)) return;
    const delta = event.delta as { retain?: number; insert?: unknown; delete?: number; attributes?: object }[];
    const [first, second] = delta;
    const skip = delta.length === 2 && first.retain !== undefined && !first.attributes ? first.retain : delta.length === 1 ? 0 : -1;
    const op = delta.length === 2 ? second : first;
    if (skip < 0 || typeof op?.insert !== "string" || !op.insert) return;
    last = { text: event.target, index: skip, inserted: op.insert };
  };
  sync?.type.observeDeep(observe);
  return {
    take: () => {
      const own = last;
      last = null;
      return own;
    },
    stop: () => sync?.type.unobserveDeep(observe),
  };
}

export const collabCaretFixKey = new PluginKey("collabCaretFix");

export const CollabCaretFix = Extension.create({
  name: "collabCaretFix",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: collabCaretFixKey,
        // Plugin 1. Runs inside y-tiptap's dispatch of the remote update, while the binding still
        // holds the selection it took before the update (it clears it once the Yjs transaction ends).
        appendTransaction: (trs, _old, state) => {
          if (!trs.some(isRemoteUpdate)) return null;
          const exact = exactSelectionAfterRemoteUpdate(state);
          if (!exact || exact.eq(state.selection)) return null;
          // Marked as coming from Yjs, like the update itself.
          return state.tr.setSelection(exact).setMeta(ySyncPluginKey, { isChangeOrigin: true });
        },
        // Plugin 2. This view updates after the sync plugin's (Collaboration's priority is higher),
        // so our keystroke is already in Yjs here.
        view: (view) => {
          const own = watchOwnInsertions(view);
          return {
            update: (v, prev) => {
              const insertion = own.take();
              if (!insertion || v.composing || v.state.doc === prev.doc && v.state.selection.eq(prev.selection)) return;
              const target = caretAfterOwnInsertion(v.state, insertion);
              if (target !== null && target !== v.state.selection.head) v.dispatch(v.state.tr.setSelection(TextSelection.create(v.state.doc, target)));
            },
            destroy: own.stop,
          };
        },
      }),
    ];
  },
});
