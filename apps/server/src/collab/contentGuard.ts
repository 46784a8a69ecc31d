import type { Extension, onChangePayload } from "@hocuspocus/server";
import * as Y from "yjs";
import { allowedAttrs, EDITOR_NODES, NoteSections } from "@eln/shared/notes";

const ORIGIN = "eln-content-guard";

/**
 * Keeps a live note inside the editor schema (shared `EDITOR_NODES` / `EDITOR_MARKS`): an update
 * from any client may carry script nodes, on* attributes or javascript: links (the web editor
 * would never write them; another client might). Unknown elements are removed, unknown
 * attributes dropped, bad links unlinked. Returns whether anything changed.
 */
export function sanitizeFragment(fragment: Y.XmlFragment | Y.XmlElement): boolean {
  let changed = false;
  const children = fragment.toArray();
  for (let i = children.length - 1; i >= 0; i--) {
    const child = children[i];
    if (child instanceof Y.XmlElement) {
      if (!EDITOR_NODES[child.nodeName] || child.nodeName === "doc" || child.nodeName === "text") {
        fragment.delete(i, 1);
        changed = true;
        continue;
      }
      const attrs = child.getAttributes() as Record<string, unknown>;
      const keep = allowedAttrs("node", child.nodeName, attrs) ?? {};
      for (const k of Object.keys(attrs)) {
        if (!(k in keep)) {
          child.removeAttribute(k);
          changed = true;
        }
      }
      if (sanitizeFragment(child)) changed = true;
    } else if (child instanceof Y.XmlText) {
      let index = 0;
      for (const d of child.toDelta() as { insert: unknown; attributes?: Record<string, Record<string, unknown> | null> }[]) {
        const len = typeof d.insert === "string" ? d.insert.length : 1;
        for (const [mark, a] of Object.entries(d.attributes ?? {})) {
          const ok = allowedAttrs("mark", mark, a ?? {});
          if (!ok || Object.keys(a ?? {}).some((k) => !(k in ok))) {
            child.format(index, len, ok ? { [mark]: ok } : { [mark]: null });
            changed = true;
          }
        }
        index += len;
      }
    } else {
      fragment.delete(i, 1); // neither element nor text (an XmlHook): never written by the editor
      changed = true;
    }
  }
  return changed;
}

/** The Hocuspocus side: every change from a client is checked, and fixed in the same document. */
export function contentGuardExtension(): Extension {
  return {
    extensionName: "eln-content-guard",
    async onChange({ document, transactionOrigin }: onChangePayload) {
      if (transactionOrigin === ORIGIN) return;
      document.transact(() => {
        for (const section of NoteSections) sanitizeFragment(document.getXmlFragment(section));
      }, ORIGIN);
    },
  };
}
