import type { PmNode } from "../notes";

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

/** ProseMirror JSON → HTML for readers of the archive (other ELNs show it; our own import uses the JSON). */
export function nodeToHtml(n: PmNode): string {
  const inner = () => (n.content ?? []).map(nodeToHtml).join("");
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
    case "image":
      return typeof n.attrs?.src === "string" ? `<img src="${esc(n.attrs.src)}" alt="${esc(String(n.attrs?.alt ?? ""))}">` : "";
    default: {
      const tag = BLOCK_TAGS[n.type];
      return tag ? `<${tag}>${inner()}</${tag}>` : inner();
    }
  }
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, e: string) => {
    if (e[0] === "#") {
      const code = e[1].toLowerCase() === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : all;
    }
    return ENTITIES[e.toLowerCase()] ?? all;
  });
}

/**
 * Another notebook's HTML (or plain text) → paragraphs and headings. Deliberately simple: the
 * words and the block structure survive; styling does not. Only text nodes are produced, so no
 * markup from the archive ever reaches the editor.
 */
export function htmlToNodes(html: string): PmNode[] {
  const looksHtml = /<\/?[a-z][^>]*>/i.test(html);
  const blocks: PmNode[] = [];
  const push = (text: string, heading?: number) => {
    const t = text.replace(/[ \t\r\f\v]+/g, " ").trim();
    if (!t) return;
    const content = [{ type: "text", text: t }];
    blocks.push(heading ? { type: "heading", attrs: { level: Math.min(3, heading) }, content } : { type: "paragraph", content });
  };
  if (!looksHtml) {
    for (const line of html.split(/\r?\n/)) push(line);
    return blocks;
  }
  const cleaned = html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, "").replace(/<!--[\s\S]*?-->/g, "");
  let buf = "";
  let heading: number | undefined;
  const re = /<\s*(\/?)\s*([a-z0-9]+)[^>]*>|([^<]+)/gi;
  for (let m = re.exec(cleaned); m; m = re.exec(cleaned)) {
    if (m[3] !== undefined) {
      buf += decodeEntities(m[3]).replace(/\n/g, " ");
      continue;
    }
    const closing = m[1] === "/";
    const tag = m[2].toLowerCase();
    if (/^h[1-6]$/.test(tag)) {
      push(buf, heading);
      buf = "";
      heading = closing ? undefined : Number(tag[1]);
    } else if (tag === "br" || /^(p|div|li|tr|ul|ol|table|blockquote|pre|section|article)$/.test(tag)) {
      push(buf, heading);
      buf = "";
    } else if ((tag === "td" || tag === "th") && closing) {
      buf += "\t";
    }
  }
  push(buf, heading);
  return blocks;
}

export const paragraph = (text: string): PmNode => ({ type: "paragraph", content: text ? [{ type: "text", text }] : undefined });
