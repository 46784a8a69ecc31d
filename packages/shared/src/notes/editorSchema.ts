/**
 * What the note editor's ProseMirror schema allows: every node and mark with its attributes.
 * It is the schema Tiptap builds from the web editor's extensions (StarterKit without history,
 * Subscript, Superscript, the attachment image, TableKit, TaskList/TaskItem); `editorSchema.test.ts` in the web app
 * rebuilds it from those extensions and checks it is equal, so the two cannot drift apart.
 * The server keeps stored notes and live documents inside it: unknown nodes and marks are
 * dropped, unknown attributes (on*, style, ...) removed, links only http, https, mailto or a path on this app.
 */
export const EDITOR_NODES: Record<string, readonly string[]> = {
  doc: [],
  paragraph: [],
  text: [],
  blockquote: [],
  bulletList: [],
  orderedList: ["start", "type"],
  listItem: [],
  codeBlock: ["language"],
  hardBreak: [],
  heading: ["level"],
  horizontalRule: [],
  image: ["src", "alt", "title", "width", "height", "attachmentId"],
  table: [],
  tableRow: [],
  tableCell: ["colspan", "rowspan", "colwidth", "align"],
  tableHeader: ["colspan", "rowspan", "colwidth", "align"],
  taskList: [],
  taskItem: ["checked"],
};

export const EDITOR_MARKS: Record<string, readonly string[]> = {
  link: ["href", "target", "rel", "class", "title"],
  bold: [],
  code: [],
  italic: [],
  strike: [],
  underline: [],
  subscript: [],
  superscript: [],
};

const LINK_PROTOCOLS = new Set(["http", "https", "mailto"]);

/**
 * The scheme of a URL as a browser reads it: browsers drop tabs, newlines and other controls
 * anywhere in a URL and leading spaces ("java\tscript:" is javascript:), so do that first.
 * (No `URL` here: this package imports nothing from Node or the browser.)
 */
function schemeOf(url: string): string | null {
  // eslint-disable-next-line no-control-regex -- what browsers strip is the point
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, "");
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned);
  return m ? m[1].toLowerCase() : null;
}

/** A path on this app; never protocol-relative ("//host", "/\\host"). */
const isAppPath = (url: string) => /^\/(?![/\\])/.test(url.trim()) && !/\s/.test(url.trim());

/** A link target the editor may keep: http, https, mailto or a path on this app ([[ links); no javascript:, data:, ... */
export function isAllowedLink(href: unknown): boolean {
  if (typeof href !== "string") return false;
  const scheme = schemeOf(href);
  return scheme === null ? isAppPath(href) : LINK_PROTOCOLS.has(scheme);
}

/**
 * An image source: a path on this app (attachments are shown by id, not by URL). Not another site's
 * image: the page's CSP loads this site's images only (another site would learn who reads the note),
 * so one was always shown broken; an .eln import keeps it as a link instead.
 */
export function isAllowedImageSrc(src: unknown): boolean {
  if (src === null || src === undefined || src === "") return true;
  if (typeof src !== "string") return false;
  return schemeOf(src) === null && isAppPath(src);
}

/** Attributes of a node or mark kept by the schema; URLs checked. Null when the whole thing must go. */
export function allowedAttrs(kind: "node" | "mark", type: string, attrs: Record<string, unknown> | undefined): Record<string, unknown> | null {
  const allowed = (kind === "node" ? EDITOR_NODES : EDITOR_MARKS)[type];
  if (!allowed) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (!allowed.includes(k)) continue;
    if (kind === "mark" && type === "link" && k === "href" && !isAllowedLink(v)) return null;
    if (kind === "node" && type === "image" && k === "src" && !isAllowedImageSrc(v)) continue;
    out[k] = v;
  }
  return out;
}

export interface EditorJson {
  type: string;
  attrs?: Record<string, unknown>;
  content?: EditorJson[];
  text?: string;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
}

/** ProseMirror JSON kept inside the editor schema (see above); returns a new value. */
export function sanitizeEditorJson(node: EditorJson): EditorJson | null {
  if (!node || typeof node !== "object" || typeof node.type !== "string") return null;
  const attrs = allowedAttrs("node", node.type, node.attrs);
  if (!attrs) return null;
  const out: EditorJson = { type: node.type };
  if (Object.keys(attrs).length) out.attrs = attrs;
  if (node.type === "text") {
    if (typeof node.text !== "string") return null;
    out.text = node.text;
    const marks = (node.marks ?? []).flatMap((m) => {
      const a = m && typeof m.type === "string" ? allowedAttrs("mark", m.type, m.attrs) : null;
      return a ? [Object.keys(a).length ? { type: m.type, attrs: a } : { type: m.type }] : [];
    });
    if (marks.length) out.marks = marks;
    return out;
  }
  if (Array.isArray(node.content)) {
    out.content = node.content.map(sanitizeEditorJson).filter((n): n is EditorJson => n !== null);
  }
  return out;
}
