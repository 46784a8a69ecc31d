// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { generateHTML, getSchema, type JSONContent } from "@tiptap/core";
import { prosemirrorJSONToYXmlFragment } from "@tiptap/y-tiptap";
import { EDITOR_MARKS, EDITOR_NODES } from "@eln/shared/notes";
import { readExtensions } from "./SectionPreview";
import { SNAPSHOT_MARKS, SNAPSHOT_NODES, sectionSnapshotHtml } from "./sectionSnapshotHtml";

const schema = getSchema(readExtensions);

/** The section as the live document holds it (y-prosemirror's mapping, as the editor writes it). */
function fragmentOf(json: JSONContent): Y.XmlFragment {
  const doc = new Y.Doc();
  const fragment = doc.getXmlFragment("section");
  prosemirrorJSONToYXmlFragment(schema, json, fragment);
  return fragment;
}

type Mark = NonNullable<JSONContent["marks"]>[number];
const text = (t: string, marks: Mark[] = []): JSONContent => ({ type: "text", text: t, ...(marks.length ? { marks } : {}) });
const p = (...content: JSONContent[]) => ({ type: "paragraph", ...(content.length ? { content } : {}) });
const bold = { type: "bold" };
const italic = { type: "italic" };
const link = (href: string) => ({ type: "link", attrs: { href } });

const cases: Record<string, JSONContent[]> = {
  "plain and empty paragraphs, Japanese and markup-like text": [p(text("反応混合物を 25 °C で撹拌した。")), p(), p(text("<b>not bold</b> & <script>x</script>"))],
  "marks nest in the schema's order and a run stays one element": [
    p(text("a", [italic, bold]), text("b", [bold]), text("c"), text("d", [{ type: "strike" }, { type: "underline" }, { type: "code" }])),
    p(text("H"), text("2", [{ type: "subscript" }]), text("O x"), text("2", [{ type: "superscript" }])),
  ],
  "links: allowed kept, others emptied, across other marks": [
    p(text("site", [link("https://example.org/a?b=1&c=2")]), text(" "), text("bad", [link("javascript:alert(1)")]), text("note", [link("/notes/1"), bold])),
    p(text("mail", [link("mailto:a@example.org")]), text("x", [bold, link("https://example.org")])),
  ],
  "hard breaks close the open marks": [p(text("one", [bold]), { type: "hardBreak" }, text("two", [bold]))],
  "headings, quotes, rules, code": [
    { type: "heading", attrs: { level: 2 }, content: [text("Method")] },
    { type: "heading", attrs: { level: 4 }, content: [text("Sub", [italic])] },
    { type: "blockquote", content: [p(text("quoted"))] },
    { type: "horizontalRule" },
    { type: "codeBlock", attrs: { language: "python" }, content: [text("if a < b:\n    print('&')")] },
    { type: "codeBlock", content: [text("plain")] },
  ],
  lists: [
    { type: "bulletList", content: [{ type: "listItem", content: [p(text("one")), { type: "bulletList", content: [{ type: "listItem", content: [p(text("nested"))] }] }] }] },
    { type: "orderedList", attrs: { start: 3 }, content: [{ type: "listItem", content: [p(text("three"))] }] },
    { type: "orderedList", content: [{ type: "listItem", content: [p()] }] },
    {
      type: "taskList",
      content: [
        { type: "taskItem", attrs: { checked: true }, content: [p(text("done"))] },
        { type: "taskItem", attrs: { checked: false }, content: [p(text("open", [bold]))] },
      ],
    },
  ],
};

describe("a section's snapshot HTML", () => {
  for (const [name, content] of Object.entries(cases)) {
    it(`is Tiptap's HTML: ${name}`, () => {
      const json = { type: "doc", content };
      expect(sectionSnapshotHtml(fragmentOf(json))).toBe(generateHTML(json, readExtensions));
    });
  }

  it("is Tiptap's HTML for random paragraphs of marked text", () => {
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 16807) % 2147483647), seed % n);
    const markChoices = [bold, italic, { type: "strike" }, { type: "code" }, { type: "underline" }, { type: "subscript" }, { type: "superscript" }, link("https://example.org/x")];
    for (let round = 0; round < 40; round++) {
      const content = Array.from({ length: 1 + random(4) }, () =>
        p(
          ...Array.from({ length: 1 + random(6) }, (_, i) =>
            random(8) === 0 ? { type: "hardBreak" } : text(`w${round}.${i} `, markChoices.filter(() => random(3) === 0)),
          ),
        ),
      );
      const json = { type: "doc", content };
      expect(sectionSnapshotHtml(fragmentOf(json)), JSON.stringify(json)).toBe(generateHTML(json, readExtensions));
    }
  });

  it("leaves tables and images to the editor", () => {
    const table = { type: "table", content: [{ type: "tableRow", content: [{ type: "tableCell", content: [p(text("1"))] }] }] };
    expect(sectionSnapshotHtml(fragmentOf({ type: "doc", content: [p(text("before")), table] }))).toBeNull();
    expect(sectionSnapshotHtml(fragmentOf({ type: "doc", content: [{ type: "image", attrs: { src: "/x.png" } }] }))).toBeNull();
  });

  it("knows every mark of the editor, in the schema's order, and every node but tables and images", () => {
    expect([...SNAPSHOT_MARKS]).toEqual(Object.keys(schema.marks));
    expect(Object.keys(EDITOR_MARKS).sort()).toEqual([...SNAPSHOT_MARKS].sort());
    const editorOnly = ["doc", "text", "image", "table", "tableRow", "tableCell", "tableHeader"];
    expect(Object.keys(EDITOR_NODES).filter((n) => !editorOnly.includes(n)).sort()).toEqual([...SNAPSHOT_NODES].sort());
    // Each node and mark is in a case above.
    const used = new Set<string>();
    const walk = (n: JSONContent) => (used.add(n.type ?? ""), n.marks?.forEach((m) => used.add(m.type)), n.content?.forEach(walk));
    Object.values(cases).flat().forEach(walk);
    for (const name of [...SNAPSHOT_NODES, ...SNAPSHOT_MARKS]) expect(used, name).toContain(name);
  });
});
