import * as Y from "yjs";
import { NoteSections, sanitizeEditorJson, type EditorJson, type NoteSection } from "@eln/shared/notes";

/** ProseMirror JSON as Tiptap writes it (the shape the shared editor schema keeps). */
export type PmNode = EditorJson;

export type NoteContent = Record<NoteSection, PmNode>;

function xmlTextToJson(t: Y.XmlText): PmNode[] {
  const out: PmNode[] = [];
  for (const d of t.toDelta() as { insert: unknown; attributes?: Record<string, Record<string, unknown> | null> }[]) {
    if (typeof d.insert !== "string" || !d.insert) continue;
    const node: PmNode = { type: "text", text: d.insert };
    const attrs = d.attributes ?? {};
    const marks = Object.entries(attrs).map(([type, a]) => {
      const clean = a && typeof a === "object" ? Object.fromEntries(Object.entries(a).filter(([, v]) => v !== null)) : {};
      return Object.keys(clean).length ? { type, attrs: clean } : { type };
    });
    if (marks.length) node.marks = marks;
    out.push(node);
  }
  return out;
}

function elementToJson(el: Y.XmlElement): PmNode {
  const node: PmNode = { type: el.nodeName };
  const attrs = el.getAttributes() as Record<string, unknown>;
  if (Object.keys(attrs).length) node.attrs = attrs;
  const content = childrenToJson(el);
  if (content.length) node.content = content;
  return node;
}

function childrenToJson(parent: Y.XmlFragment | Y.XmlElement): PmNode[] {
  const out: PmNode[] = [];
  for (const child of parent.toArray()) {
    if (child instanceof Y.XmlText) out.push(...xmlTextToJson(child));
    else if (child instanceof Y.XmlElement) out.push(elementToJson(child));
  }
  return out;
}

/** The same JSON y-prosemirror's yXmlFragmentToProsemirrorJSON gives, without a ProseMirror schema. */
export function fragmentToJson(fragment: Y.XmlFragment): PmNode {
  return { type: "doc", content: childrenToJson(fragment) };
}

const BLOCKS = new Set(["paragraph", "heading", "listItem", "taskItem", "tableRow", "blockquote", "codeBlock", "horizontalRule", "image", "table"]);

/** Readable plain text: one line per block, table cells separated by tabs. */
export function jsonToPlainText(node: PmNode): string {
  const lines: string[] = [];
  let line = "";
  const flush = () => {
    if (line.trim()) lines.push(line.trimEnd());
    line = "";
  };
  const walk = (n: PmNode, listDepth: number) => {
    if (n.type === "text") {
      line += n.text ?? "";
      return;
    }
    if (n.type === "hardBreak") {
      flush();
      return;
    }
    if (n.type === "image") {
      flush();
      const alt = (n.attrs?.alt as string) || (n.attrs?.title as string) || "";
      if (alt) lines.push(`[${alt}]`);
      return;
    }
    if (n.type === "tableCell" || n.type === "tableHeader") {
      const cellText = (n.content ?? []).map((c) => jsonToPlainText(c)).join(" ").trim();
      line += (line ? "\t" : "") + cellText;
      return;
    }
    const isBlock = BLOCKS.has(n.type);
    if (isBlock) flush();
    if (n.type === "listItem") line = "  ".repeat(Math.max(0, listDepth - 1)) + "- ";
    const depth = n.type === "bulletList" || n.type === "orderedList" ? listDepth + 1 : listDepth;
    let first = true;
    for (const c of n.content ?? []) {
      // the paragraph inside a list item continues the "- " line
      if (n.type === "listItem" && first && c.type === "paragraph") {
        for (const cc of c.content ?? []) walk(cc, depth);
      } else walk(c, depth);
      first = false;
    }
    if (isBlock) flush();
  };
  walk(node, 0);
  flush();
  return lines.join("\n");
}

export interface DocSnapshot {
  content: NoteContent;
  sectionsText: Record<NoteSection, string>;
  plainText: string;
  state: Uint8Array;
}

/** Everything Postgres keeps beside the Yjs state: JSON per section and plain text. */
export function snapshotOf(doc: Y.Doc, title: string): DocSnapshot {
  const content = {} as NoteContent;
  const sectionsText = {} as Record<NoteSection, string>;
  for (const s of NoteSections) {
    // Stored and exported JSON stays inside the editor schema whatever the document holds.
    content[s] = (sanitizeEditorJson(fragmentToJson(doc.getXmlFragment(s))) ?? { type: "doc" }) as PmNode;
    sectionsText[s] = jsonToPlainText(content[s]);
  }
  const plainText = [title, ...NoteSections.map((s) => sectionsText[s])].filter(Boolean).join("\n\n");
  return { content, sectionsText, plainText, state: Y.encodeStateAsUpdate(doc) };
}

export function sectionsTextOf(content: Record<string, unknown>): Record<NoteSection, string> {
  const out = {} as Record<NoteSection, string>;
  for (const s of NoteSections) out[s] = content[s] ? jsonToPlainText(content[s] as PmNode) : "";
  return out;
}

/** A document from stored state plus pending updates (a corrupt update is skipped, never fatal). */
export function docFrom(state: Uint8Array | null, updates: Uint8Array[] = []): Y.Doc {
  const doc = new Y.Doc();
  if (state && state.length) Y.applyUpdate(doc, state);
  for (const u of updates) {
    try {
      Y.applyUpdate(doc, u);
    } catch {
      /* a malformed update never blocks the note */
    }
  }
  return doc;
}

/** Builds unintegrated Yjs nodes; Yjs keeps prelim content and applies it on insertion. */
function jsonToYNodes(nodes: PmNode[]): (Y.XmlElement | Y.XmlText)[] {
  const out: (Y.XmlElement | Y.XmlText)[] = [];
  let text: Y.XmlText | null = null;
  let at = 0;
  const used = new Set<string>();
  for (const n of nodes) {
    if (n.type === "text") {
      if (!text) {
        text = new Y.XmlText();
        at = 0;
        used.clear();
        out.push(text);
      }
      const attrs: Record<string, unknown> = Object.fromEntries((n.marks ?? []).map((m) => [m.type, m.attrs ?? {}]));
      // Yjs inherits the previous character's formatting unless told otherwise: end every earlier mark explicitly.
      for (const k of used) if (!(k in attrs)) attrs[k] = null;
      for (const k of Object.keys(attrs)) used.add(k);
      text.insert(at, n.text ?? "", attrs);
      at += (n.text ?? "").length;
      continue;
    }
    text = null;
    const el = new Y.XmlElement(n.type);
    for (const [k, v] of Object.entries(n.attrs ?? {})) if (v !== null && v !== undefined) el.setAttribute(k, v as string);
    const kids = jsonToYNodes(n.content ?? []);
    if (kids.length) el.insert(0, kids);
    out.push(el);
  }
  return out;
}

/** Replaces a section's fragment with ProseMirror JSON (seed data, restore from JSON-only versions). */
export function writeJsonToFragment(fragment: Y.XmlFragment, json: PmNode) {
  if (fragment.length) fragment.delete(0, fragment.length);
  fragment.insert(0, jsonToYNodes(json.content ?? []));
}

/** Replaces every section of `target` with the sections of `source` (restore, duplicate). */
export function copySections(source: Y.Doc, target: Y.Doc) {
  target.transact(() => {
    for (const s of NoteSections) {
      const from = source.getXmlFragment(s);
      const to = target.getXmlFragment(s);
      if (to.length) to.delete(0, to.length);
      const clones = from.toArray().map((n) => (n as Y.XmlElement | Y.XmlText).clone());
      to.insert(0, clones);
    }
  });
}

/** A fresh document holding the given sections (seeder, notes created with content). */
export function docFromJson(content: Partial<Record<NoteSection, PmNode>>): Y.Doc {
  const doc = new Y.Doc();
  doc.transact(() => {
    for (const s of NoteSections) if (content[s]) writeJsonToFragment(doc.getXmlFragment(s), content[s]!);
  });
  return doc;
}
