import { Extension } from "@tiptap/core";
import { Plugin } from "@tiptap/pm/state";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The element Tab (or Shift+Tab) would reach from outside `from`, skipping everything inside it. */
export function focusableBeside(from: HTMLElement, direction: "forward" | "backward"): HTMLElement | null {
  const all = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !from.contains(el) && el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest("[inert], [aria-hidden=true]"),
  );
  const follows = (el: HTMLElement) => !!(from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  return direction === "forward" ? (all.find(follows) ?? null) : (all.filter((el) => !follows(el)).pop() ?? null);
}

function leave(dom: HTMLElement, direction: "forward" | "backward") {
  const target = focusableBeside(dom, direction);
  if (target) target.focus();
  else dom.blur();
  return true;
}

// When Tab was last pressed, and the pointer last pressed, anywhere on the page: focus that follows
// a Tab, with no click since, came by Tab.
let lastTabAt = Number.NEGATIVE_INFINITY;
let lastPointerAt = Number.NEGATIVE_INFINITY;
let listening = false;
function listenForTab() {
  if (listening || typeof document === "undefined") return;
  listening = true;
  document.addEventListener("keydown", (e) => e.key === "Tab" && (lastTabAt = performance.now()), true);
  document.addEventListener("pointerdown", () => (lastPointerAt = performance.now()), true);
}
const focusCameByTab = () => lastTabAt > lastPointerAt && performance.now() - lastTabAt < 500;
/** Keys that do not count as working in the editor (Tab itself, and the modifiers pressed with keys). */
const PASSING_KEYS = new Set(["Tab", "Shift", "Control", "Alt", "Meta", "CapsLock"]);

/**
 * Ways through and out of the editor by keyboard (WCAG 2.1.2, no keyboard trap; navigation keys never
 * change the note). Reached by Tab or Shift+Tab, the editor is one stop: the next Tab or Shift+Tab
 * goes on to the next or previous control, wherever its caret was (in a table, Tab walked its cells
 * and added a row at the end of it, without end). Once the person types, clicks or moves the caret:
 * - in a table, Tab goes to the next cell and Shift+Tab to the previous one; after the last cell
 *   or before the first they leave the editor (rows and columns are added and deleted from the toolbar's "Table actions" menu);
 * - Escape leaves the editor for the next control on the page, from anywhere.
 * The editor's aria-describedby text says so. Runs before the table's and the lists' own Tab handling.
 */
export const EditorExitKeys = Extension.create<object, { passing: boolean }>({
  name: "editorExitKeys",
  priority: 1000,
  addStorage() {
    return { passing: false };
  },
  onCreate() {
    listenForTab();
  },
  addProseMirrorPlugins() {
    const storage = this.storage;
    return [
      new Plugin({
        props: {
          handleDOMEvents: {
            focus: () => {
              storage.passing = focusCameByTab();
              return false;
            },
            mousedown: () => {
              storage.passing = false;
              return false;
            },
            keydown: (_view, event) => {
              if (!PASSING_KEYS.has(event.key)) storage.passing = false;
              return false;
            },
          },
        },
      }),
    ];
  },
  addKeyboardShortcuts() {
    const dom = () => this.editor.view.dom;
    return {
      Escape: () => leave(dom(), "forward"),
      Tab: () => {
        if (this.storage.passing) return leave(dom(), "forward");
        if (!this.editor.isActive("table")) return false;
        return this.editor.commands.goToNextCell() || leave(dom(), "forward");
      },
      "Shift-Tab": () => {
        if (this.storage.passing) return leave(dom(), "backward");
        if (!this.editor.isActive("table")) return false;
        return this.editor.commands.goToPreviousCell() || leave(dom(), "backward");
      },
    };
  },
});
