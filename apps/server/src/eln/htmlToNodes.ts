import { isTag, isText, type ChildNode } from "domhandler";
import { parseDocument } from "htmlparser2";
import { isAllowedLink, sanitizeEditorJson } from "@eln/shared/notes";
import type { PmNode } from "../notes";

/**
 * Another notebook's HTML (eLabFTW's body, RSpace's fields, comments) → blocks of the note
 * editor's document: paragraphs, headings, lists, tables, quotes, code, rules and images, with
 * bold, italic, underline, strike, code, sub/superscript and links. htmlparser2 builds the tree;
 * only what the editor's schema has is produced from it, and the result goes through the shared
 * schema's sanitizer.
 * Scripts, styles, event handlers and unsafe URLs never reach the note: elements outside the
 * list below keep their text only, and attributes are read for href, src, alt, colspan only.
 */

/** An image the archive holds: the attachment it becomes (its id is chosen before the note is written). */
export type ImageResolver = (src: string) => { attachmentId: string; alt: string } | null;

export interface HtmlToNodesOptions {
  image?: ImageResolver;
}

interface El {
  tag: string;
  attrs: Record<string, string>;
  children: Tree[];
}
type Tree = El | string;

type Mark = { type: string; attrs?: Record<string, unknown> };

/** Dropped with everything inside them. */
const DROPPED = new Set(["script", "style", "template", "noscript", "iframe", "object", "svg", "math", "head", "title", "textarea", "select", "button", "canvas", "video", "audio"]);

/** htmlparser2's tree as ours: elements and text only (comments, CDATA and dropped elements go). */
function toTree(nodes: ChildNode[]): Tree[] {
  const out: Tree[] = [];
  for (const n of nodes) {
    if (isText(n)) out.push(n.data);
    else if (isTag(n) && !DROPPED.has(n.name)) out.push({ tag: n.name, attrs: n.attribs, children: toTree(n.children) });
  }
  return out;
}

/**
 * A forgiving tree, by htmlparser2 (a well-kept tolerant parser, linear in the input): entities
 * decoded, implied end tags closed (<p>, <li>, <td> …), stray end tags ignored.
 */
function parse(html: string): El {
  const doc = parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  return { tag: "#root", attrs: {}, children: toTree(doc.children) };
}

const MARK_OF: Record<string, string> = { strong: "bold", b: "bold", em: "italic", i: "italic", cite: "italic", var: "italic", dfn: "italic", u: "underline", ins: "underline", s: "strike", strike: "strike", del: "strike", code: "code", kbd: "code", samp: "code", tt: "code", sub: "subscript", sup: "superscript" };
const HEADING = /^h([1-6])$/;
const CONTAINERS = new Set(["#root", "div", "section", "article", "main", "header", "footer", "aside", "nav", "figure", "figcaption", "center", "address", "details", "summary", "dl", "dt", "dd", "form", "fieldset", "body", "html", "caption", "legend"]);
const BLOCK_TAGS = new Set([...CONTAINERS, "p", "ul", "ol", "li", "table", "thead", "tbody", "tfoot", "tr", "td", "th", "blockquote", "pre", "hr", "img", "h1", "h2", "h3", "h4", "h5", "h6"]);

/** Only links that open somewhere safe and mean the same outside the notebook they came from. */
function safeHref(href: string | undefined): string | null {
  if (!href) return null;
  // eslint-disable-next-line no-control-regex -- browsers drop these inside a URL ("java\tscript:")
  const cleaned = href.replace(/[\u0000-\u0020\u007f]/g, "");
  return /^(https?:\/\/|mailto:)/i.test(cleaned) ? href.trim() : null;
}

/** Marks a span's inline style asks for (eLabFTW's editor underlines with a style, not <u>). */
function styleMarks(style: string | undefined): string[] {
  if (!style) return [];
  const s = style.toLowerCase().replace(/\s+/g, "");
  const out: string[] = [];
  if (/font-weight:(bold|[6-9]00)/.test(s)) out.push("bold");
  if (/font-style:italic/.test(s)) out.push("italic");
  if (/text-decoration[^;]*underline/.test(s)) out.push("underline");
  if (/text-decoration[^;]*line-through/.test(s)) out.push("strike");
  return out;
}

function withMark(marks: Mark[], mark: Mark): Mark[] {
  if (marks.some((m) => m.type === mark.type)) return marks;
  // The editor's code mark excludes every other mark; sub- and superscript exclude each other.
  if (marks.some((m) => m.type === "code")) return marks;
  if (mark.type === "code") return [mark];
  const other = mark.type === "subscript" ? "superscript" : mark.type === "superscript" ? "subscript" : null;
  return [...marks.filter((m) => m.type !== other), mark];
}

const textOf = (t: Tree): string => (typeof t === "string" ? t : t.tag === "br" ? "\n" : t.children.map(textOf).join(""));

class Converter {
  constructor(private readonly opts: HtmlToNodesOptions) {}

  /** Children as blocks: runs of inline content become paragraphs. */
  blocks(children: Tree[], marks: Mark[] = []): PmNode[] {
    const out: PmNode[] = [];
    let inline: PmNode[] = [];
    const flush = () => {
      const content = trimInline(inline);
      if (content.length) out.push({ type: "paragraph", content });
      inline = [];
    };
    for (const child of children) {
      if (typeof child === "string" || !BLOCK_TAGS.has(child.tag)) {
        inline.push(...this.inline(child, marks));
        continue;
      }
      flush();
      out.push(...this.block(child, marks));
    }
    flush();
    return out;
  }

  block(el: El, marks: Mark[]): PmNode[] {
    const tag = el.tag;
    const h = HEADING.exec(tag);
    if (h) {
      // Images inside a heading cannot stay there: they follow it.
      const content = trimInline(el.children.flatMap((c) => this.inline(c, marks, true)));
      const images = this.imagesIn(el);
      return [...(content.length ? [{ type: "heading", attrs: { level: Number(h[1]) }, content }] : []), ...images];
    }
    if (tag === "ul" || tag === "ol") return this.list(el, marks);
    if (tag === "li") return this.list({ tag: "ul", attrs: {}, children: [el] }, marks);
    if (tag === "table") return this.table(el, marks);
    if (tag === "blockquote") {
      const content = this.blocks(el.children, marks);
      return content.length ? [{ type: "blockquote", content }] : [];
    }
    if (tag === "pre") {
      const text = textOf(el).replace(/^\n/, "").replace(/\s+$/, "");
      return text ? [{ type: "codeBlock", content: [{ type: "text", text }] }] : [];
    }
    if (tag === "hr") return [{ type: "horizontalRule" }];
    if (tag === "img") return this.image(el);
    // p, div and the other containers: their inline runs are paragraphs, their blocks stay blocks.
    return this.blocks(el.children, marks);
  }

  list(el: El, marks: Mark[]): PmNode[] {
    const items: PmNode[] = [];
    let loose: Tree[] = [];
    const item = (children: Tree[]) => {
      const content = this.blocks(children, marks);
      // A list item starts with a paragraph in the editor's schema.
      if (content[0]?.type !== "paragraph") content.unshift({ type: "paragraph" });
      items.push({ type: "listItem", content });
    };
    for (const c of el.children) {
      if (typeof c !== "string" && c.tag === "li") {
        if (loose.some((t) => textOf(t).trim())) item(loose);
        loose = [];
        item(c.children);
      } else if (typeof c !== "string" && (c.tag === "ul" || c.tag === "ol") && items.length) {
        // A list nested directly in a list (not in an item): it belongs to the item before it.
        items[items.length - 1].content!.push(...this.list(c, marks));
      } else loose.push(c);
    }
    if (loose.some((t) => textOf(t).trim())) item(loose);
    if (!items.length) return [];
    const start = Number(el.attrs.start);
    return [el.tag === "ol" ? { type: "orderedList", attrs: { start: Number.isInteger(start) && start > 0 ? start : 1 }, content: items } : { type: "bulletList", content: items }];
  }

  table(el: El, marks: Mark[]): PmNode[] {
    const rows: PmNode[] = [];
    const visit = (t: Tree) => {
      if (typeof t === "string") return;
      if (t.tag === "tr") {
        const cells = t.children.flatMap((c) => {
          if (typeof c === "string" || (c.tag !== "td" && c.tag !== "th")) return [];
          const content = this.blocks(c.children, marks);
          const attrs: Record<string, unknown> = {};
          for (const k of ["colspan", "rowspan"] as const) {
            const n = Number(c.attrs[k]);
            if (Number.isInteger(n) && n > 1 && n <= 100) attrs[k] = n;
          }
          return [{ type: c.tag === "th" ? "tableHeader" : "tableCell", ...(Object.keys(attrs).length ? { attrs } : {}), content: content.length ? content : [{ type: "paragraph" }] }];
        });
        if (cells.length) rows.push({ type: "tableRow", content: cells });
      } else if (t.tag !== "table") t.children.forEach(visit); // thead, tbody, tfoot
    };
    el.children.forEach(visit);
    return rows.length ? [{ type: "table", content: rows }] : [];
  }

  image(el: El): PmNode[] {
    const src = el.attrs.src ?? "";
    const found = src ? this.opts.image?.(src) : null;
    if (found) return [{ type: "image", attrs: { src: "", alt: found.alt, attachmentId: found.attachmentId } }];
    const alt = el.attrs.alt?.trim() || el.attrs.title?.trim() || "";
    // A web image is not shown here (the page loads this site's images only): it stays as a link to
    // it. Anything else (a path in the other notebook, data:) keeps its alt text only.
    if (/^https?:\/\//i.test(src) && isAllowedLink(src)) return [{ type: "paragraph", content: [{ type: "text", text: `[${alt || src}]`, marks: [{ type: "link", attrs: { href: src } }] }] }];
    return alt ? [{ type: "paragraph", content: [{ type: "text", text: `[${alt}]` }] }] : [];
  }

  imagesIn(el: El): PmNode[] {
    return el.children.flatMap((c) => (typeof c === "string" ? [] : c.tag === "img" ? this.image(c) : this.imagesIn(c)));
  }

  /** Inline content with its marks; block elements met here (inside a span…) give their text. */
  inline(t: Tree, marks: Mark[], noImages = false): PmNode[] {
    if (typeof t === "string") {
      const text = t.replace(/[ \t\n\r\f]+/g, " ");
      return text ? [{ type: "text", text, ...(marks.length ? { marks } : {}) }] : [];
    }
    if (t.tag === "br") return [{ type: "hardBreak" }];
    if (t.tag === "img") return noImages ? [] : this.image(t).flatMap((n) => (n.type === "paragraph" ? (n.content ?? []) : [])); // a block image cannot sit in text: see blocks()
    let m = marks;
    const mark = MARK_OF[t.tag];
    if (mark) m = withMark(m, { type: mark });
    for (const s of styleMarks(t.attrs.style)) m = withMark(m, { type: s });
    if (t.tag === "a") {
      const href = safeHref(t.attrs.href);
      if (href) m = withMark(m, { type: "link", attrs: { href, target: "_blank", rel: "noopener noreferrer nofollow" } });
    }
    return t.children.flatMap((c) => this.inline(c, m, noImages));
  }
}

/** Spaces at the edges of a paragraph do not show in HTML; drop them, and empty text. */
function trimInline(nodes: PmNode[]): PmNode[] {
  const out = nodes.map((n) => ({ ...n }));
  const first = out.findIndex((n) => n.type === "text");
  if (first >= 0) out[first].text = out[first].text!.replace(/^ +/, "");
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i].type === "text") {
      out[i].text = out[i].text!.replace(/ +$/, "");
      break;
    }
  }
  const kept = out.filter((n) => n.type !== "text" || n.text);
  // A paragraph of nothing but spaces (eLabFTW ends with <p>&nbsp;</p>) is dropped.
  return kept.some((n) => n.type !== "text" || n.text!.replace(/\u00a0/g, " ").trim()) ? kept : [];
}

/**
 * Block elements inline (an <img> inside a <p>) are lifted out: blocks() sees an <img> as a block
 * only when it is a direct child, so images are hoisted first, splitting their paragraph.
 */
function hoistImages(el: El): El {
  const children: Tree[] = [];
  for (const c of el.children) {
    if (typeof c === "string") {
      children.push(c);
      continue;
    }
    const h = hoistImages(c);
    if (h.tag === "p" || !BLOCK_TAGS.has(h.tag)) {
      // Split <p>text<img>more</p> into <p>text</p><img><p>more</p> (and <a><img></a> likewise, level by level).
      let part: El = { ...h, children: [] };
      for (const k of h.children) {
        if (typeof k !== "string" && k.tag === "img") {
          if (part.children.length) children.push(part);
          children.push(k);
          part = { ...h, children: [] };
        } else part.children.push(k);
      }
      if (part.children.length) children.push(part);
    } else children.push(h);
  }
  return { ...el, children };
}

/** HTML, or plain text (one paragraph a line), as the editor's blocks. */
export function htmlToNodes(html: string, opts: HtmlToNodesOptions = {}): PmNode[] {
  if (!/<\/?[a-z][^<>]*>/i.test(html)) {
    return html
      .split(/\r?\n/)
      .map((line) => line.replace(/[ \t\r\f\v]+/g, " ").trim())
      .filter(Boolean)
      .map((text) => ({ type: "paragraph", content: [{ type: "text", text }] }));
  }
  const nodes = new Converter(opts).blocks(hoistImages(parse(html)).children);
  return nodes.map((n) => sanitizeEditorJson(n)).filter((n): n is PmNode => n !== null);
}
