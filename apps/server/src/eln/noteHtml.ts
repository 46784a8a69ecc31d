import { NoteSections } from "@eln/shared/notes";
import type { PmNode } from "../notes";

/** A section the note does not have: exported (and verified) as an empty one. */
export const EMPTY_SECTION = { type: "doc", content: [] };

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const BLOCK_TAGS: Record<string, string> = {
  paragraph: "p",
  bulletList: "ul",
  orderedList: "ol",
  listItem: "li",
  blockquote: "blockquote",
  table: "table",
  tableRow: "tr",
  tableCell: "td",
  tableHeader: "th",
};
const MARK_TAGS: Record<string, string> = { bold: "strong", italic: "em", underline: "u", strike: "s", code: "code", subscript: "sub", superscript: "sup" };

function textHtml(n: PmNode): string {
  let out = esc(n.text ?? "");
  for (const m of n.marks ?? []) {
    if (m.type === "link" && typeof m.attrs?.href === "string") out = `<a href="${esc(m.attrs.href)}">${out}</a>`;
    else if (MARK_TAGS[m.type]) out = `<${MARK_TAGS[m.type]}>${out}</${MARK_TAGS[m.type]}>`;
  }
  return out;
}

export interface NoteHtmlOptions {
  /** Where an attachment shown inline lies, relative to the HTML file ("files/a.jpg"); the stored node has no src of its own. */
  attachmentPath?: (attachmentId: string) => string | undefined;
}

/** A relative path as a URL: each segment escaped ("files/a b.jpg" → "files/a%20b.jpg"). */
const pathUrl = (path: string) => path.split("/").map(encodeURIComponent).join("/");

/** ProseMirror JSON → HTML for readers of the archive (other ELNs show it; our own import uses the JSON). */
export function nodeToHtml(n: PmNode, opts: NoteHtmlOptions = {}): string {
  const inner = () => (n.content ?? []).map((c) => nodeToHtml(c, opts)).join("");
  switch (n.type) {
    case "doc":
      return inner();
    case "text":
      return textHtml(n);
    case "hardBreak":
      return "<br>";
    case "horizontalRule":
      return "<hr>";
    case "heading": {
      const level = Math.min(6, Math.max(1, Number(n.attrs?.level) || 2));
      return `<h${level}>${inner()}</h${level}>`;
    }
    case "codeBlock":
      return `<pre><code>${inner()}</code></pre>`;
    case "image": {
      const id = n.attrs?.attachmentId;
      const local = typeof id === "string" ? opts.attachmentPath?.(id) : undefined;
      const src = local !== undefined ? pathUrl(local) : n.attrs?.src;
      return typeof src === "string" ? `<img src="${esc(src)}" alt="${esc(String(n.attrs?.alt ?? ""))}">` : "";
    }
    default: {
      const tag = BLOCK_TAGS[n.type];
      return tag ? `<${tag}>${inner()}</${tag}>` : inner();
    }
  }
}

export const paragraph = (text: string): PmNode => ({ type: "paragraph", content: text ? [{ type: "text", text }] : undefined });

/**
 * An exported note's note.html: its title and each section in the order of NoteSections
 * (`sections[s]` missing: an empty section). `npm run verify` renders the signed record with it and
 * compares the archive's file whole, so this is the one place the file's shape is written.
 */
export function noteHtmlFile(title: string, sections: Record<string, unknown>, attachmentPath: (id: string) => string | undefined): string {
  const body = NoteSections.map((s) => `<section data-section="${s}">${nodeToHtml((sections[s] ?? EMPTY_SECTION) as PmNode, { attachmentPath })}</section>`).join("\n");
  // The title as archives have always had it (quotes left as they are).
  const safeTitle = title.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `<!doctype html><meta charset="utf-8"><title>${safeTitle}</title>\n${body}\n`;
}
