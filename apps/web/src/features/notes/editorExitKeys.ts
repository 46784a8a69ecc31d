import { Extension } from "@tiptap/core";

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

/**
 * Ways out of the editor by keyboard (WCAG 2.1.2, no keyboard trap). Tab keeps its table meaning
 * (next cell, and a new row after the last one, as in Word and Google Docs), so:
 * - Escape leaves the editor for the next control on the page;
 * - Shift+Tab in a table's first cell leaves for the control before the editor (its toolbar).
 * The editor's aria-describedby text says so. Runs before the table's own Tab handling.
 */
export const EditorExitKeys = Extension.create({
  name: "editorExitKeys",
  priority: 1000,
  addKeyboardShortcuts() {
    return {
      Escape: () => leave(this.editor.view.dom, "forward"),
      "Shift-Tab": () => {
        if (!this.editor.isActive("table")) return false;
        if (this.editor.commands.goToPreviousCell()) return true;
        return leave(this.editor.view.dom, "backward");
      },
    };
  },
});
