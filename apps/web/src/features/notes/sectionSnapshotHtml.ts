import * as Y from "yjs";
import { isAllowedLink } from "@eln/shared/notes";

// A section of the live document as the HTML the editor's schema renders, built from the Yjs
// types with DOM calls (text is always a text node, never markup) and without the editor's
// code (Tiptap and ProseMirror, ~450 KB): a note's first text then paints before that code has
// arrived. sectionSnapshotHtml.test.ts holds it equal to Tiptap's generateHTML for every node and
// mark it renders; it gives up (null) on anything else, and the page then waits for the editor.

/** The marks in the schema's order: the order they nest in, outermost first. */
export const SNAPSHOT_MARKS = ["link", "bold", "code", "italic", "strike", "underline", "subscript", "superscript"] as const;
const MARK_TAGS: Record<string, string> = { bold: "strong", code: "code", italic: "em", strike: "s", underline: "u", subscript: "sub", superscript: "sup" };
/** The nodes it renders; tables and images (their widths, the attachment behind an image) are the editor's. */
export const SNAPSHOT_NODES = ["paragraph", "heading", "blockquote", "bulletList", "orderedList", "listItem", "codeBlock", "hardBreak", "horizontalRule", "taskList", "taskItem"] as const;

class Unknown extends Error {}
type Attrs = Record<string, unknown>;
type Mark = { type: string; attrs: Attrs };
/** An inline piece of a text block: text with its marks, or a hard break. */
type Inline = { text: string; marks: Mark[] } | { hardBreak: true };

const rank = (type: string) => {
  const i = (SNAPSHOT_MARKS as readonly string[]).indexOf(type);
  if (i < 0) throw new Unknown(type);
  return i;
};
const sameMark = (a: Mark, b: Mark) => a.type === b.type && JSON.stringify(a.attrs) === JSON.stringify(b.attrs);

function markElement(doc: Document, mark: Mark): HTMLElement {
  if (mark.type !== "link") return doc.createElement(MARK_TAGS[mark.type]);
  const a = doc.createElement("a");
  const { href, target, rel, class: cls, title } = mark.attrs;
  a.setAttribute("target", typeof target === "string" ? target : "_blank");
  a.setAttribute("rel", typeof rel === "string" ? rel : "noopener noreferrer nofollow");
  if (typeof cls === "string") a.setAttribute("class", cls);
  a.setAttribute("href", typeof href === "string" && isAllowedLink(href) ? href : "");
  if (typeof title === "string") a.setAttribute("title", title);
  return a;
}

function inlinesOf(block: Y.XmlElement): Inline[] {
  const out: Inline[] = [];
  for (const child of block.toArray()) {
    if (child instanceof Y.XmlText) {
      for (const op of child.toDelta() as { insert: unknown; attributes?: Record<string, Attrs> }[]) {
        if (typeof op.insert !== "string") throw new Unknown("embed");
        const marks = Object.entries(op.attributes ?? {}).map(([type, attrs]) => ({ type, attrs: attrs ?? {} }));
        marks.sort((x, y) => rank(x.type) - rank(y.type));
        out.push({ text: op.insert, marks });
      }
    } else if (child instanceof Y.XmlElement && child.nodeName === "hardBreak") out.push({ hardBreak: true });
    else throw new Unknown(child instanceof Y.XmlElement ? child.nodeName : "inline");
  }
  return out;
}

/** A text block's content as ProseMirror's serialiser writes it: a run of marks stays one element. */
function appendInlines(doc: Document, parent: HTMLElement, inlines: Inline[]) {
  const active: [Mark, HTMLElement][] = [];
  let top: HTMLElement = parent;
  for (const piece of inlines) {
    const marks = "text" in piece ? piece.marks : [];
    let keep = 0;
    while (keep < active.length && keep < marks.length && sameMark(marks[keep], active[keep][0])) keep++;
    while (keep < active.length) top = active.pop()![1];
    for (const mark of marks.slice(keep)) {
      const el = markElement(doc, mark);
      active.push([mark, top]);
      top.appendChild(el);
      top = el;
    }
    top.appendChild("text" in piece ? doc.createTextNode(piece.text) : doc.createElement("br"));
  }
}

function blockElement(doc: Document, node: Y.XmlElement): HTMLElement {
  const attrs = node.getAttributes() as Attrs;
  const children = () => node.toArray().map((c) => (c instanceof Y.XmlElement ? blockElement(doc, c) : fail("text outside a block")));
  const withChildren = (tag: string) => {
    const el = doc.createElement(tag);
    el.append(...children());
    return el;
  };
  switch (node.nodeName) {
    case "paragraph": {
      const p = doc.createElement("p");
      appendInlines(doc, p, inlinesOf(node));
      return p;
    }
    case "heading": {
      const level = Number(attrs.level ?? 1);
      if (!Number.isInteger(level) || level < 1 || level > 6) throw new Unknown("heading level");
      const h = doc.createElement(`h${level}`);
      appendInlines(doc, h, inlinesOf(node));
      return h;
    }
    case "codeBlock": {
      const pre = doc.createElement("pre");
      const code = pre.appendChild(doc.createElement("code"));
      if (typeof attrs.language === "string" && attrs.language) code.className = `language-${attrs.language}`;
      appendInlines(doc, code, inlinesOf(node));
      return pre;
    }
    case "blockquote":
      return withChildren("blockquote");
    case "bulletList":
      return withChildren("ul");
    case "listItem":
      return withChildren("li");
    case "orderedList": {
      const ol = withChildren("ol");
      const start = attrs.start === undefined ? 1 : Number(attrs.start);
      if (start !== 1) ol.setAttribute("start", String(start));
      if (typeof attrs.type === "string" && attrs.type !== "1") ol.setAttribute("type", attrs.type);
      return ol;
    }
    case "taskList": {
      const ul = withChildren("ul");
      ul.setAttribute("data-type", "taskList");
      return ul;
    }
    case "taskItem": {
      const li = doc.createElement("li");
      const checked = attrs.checked === true || attrs.checked === "true";
      li.setAttribute("data-checked", String(checked));
      li.setAttribute("data-type", "taskItem");
      const label = li.appendChild(doc.createElement("label"));
      const box = label.appendChild(doc.createElement("input"));
      box.setAttribute("type", "checkbox");
      if (checked) box.setAttribute("checked", "checked");
      label.appendChild(doc.createElement("span"));
      li.appendChild(doc.createElement("div")).append(...children());
      return li;
    }
    case "horizontalRule":
      return doc.createElement("hr");
    default:
      throw new Unknown(node.nodeName);
  }
}

function fail(what: string): never {
  throw new Unknown(what);
}

/** The section's HTML, or null where it holds something only the editor renders (a table, an image). */
export function sectionSnapshotHtml(fragment: Y.XmlFragment, doc: Document = document): string | null {
  try {
    const root = doc.createElement("div");
    for (const node of fragment.toArray()) {
      if (!(node instanceof Y.XmlElement)) return null;
      root.appendChild(blockElement(doc, node));
    }
    return root.innerHTML;
  } catch (err) {
    if (err instanceof Unknown) return null;
    throw err;
  }
}
