import type { PmNode } from "./noteDocument";

// ProseMirror JSON written by hand, for the demo notes and templates: the nodes Tiptap would
// write for the same content (tables with colspan/rowspan 1, ordered lists from 1).

export const text = (t: string, marks?: string[]): PmNode => ({ type: "text", text: t, ...(marks ? { marks: marks.map((type) => ({ type })) } : {}) });
/** A paragraph of nodes and strings; an empty string is no text node (an empty paragraph, as the editor keeps it). */
export const p = (...content: (PmNode | string)[]): PmNode => ({
  type: "paragraph",
  content: content.filter((c) => c !== "").map((c) => (typeof c === "string" ? text(c) : c)),
});
export const h = (level: number, t: string): PmNode => ({ type: "heading", attrs: { level }, content: [text(t)] });
export const ul = (...items: string[]): PmNode => ({ type: "bulletList", content: items.map((i) => ({ type: "listItem", content: [p(i)] })) });
export const ol = (...items: string[]): PmNode => ({ type: "orderedList", attrs: { start: 1 }, content: items.map((i) => ({ type: "listItem", content: [p(i)] })) });
export const tasks = (...items: string[]): PmNode => ({ type: "taskList", content: items.map((i) => ({ type: "taskItem", attrs: { checked: false }, content: [p(i)] })) });
const cell = (t: string, header = false): PmNode => ({ type: header ? "tableHeader" : "tableCell", attrs: { colspan: 1, rowspan: 1 }, content: [p(t)] });
export const table = (head: string[], ...rows: string[][]): PmNode => ({
  type: "table",
  content: [{ type: "tableRow", content: head.map((c) => cell(c, true)) }, ...rows.map((r) => ({ type: "tableRow", content: r.map((c) => cell(c)) }))],
});
export const doc = (...content: PmNode[]): PmNode => ({ type: "doc", content });
