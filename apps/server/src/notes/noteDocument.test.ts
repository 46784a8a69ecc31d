import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { copySections, docFromJson, snapshotOf } from "./noteDocument";

const methods = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "手順" }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "C" },
        { type: "text", text: "9", marks: [{ type: "subscript" }] },
        { type: "text", text: "H" },
        { type: "text", text: "8", marks: [{ type: "subscript" }] },
        { type: "text", text: " bold", marks: [{ type: "bold" }] },
        { type: "text", text: " plain" },
      ],
    },
    { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "one" }] }] }] },
    {
      type: "table",
      content: [{ type: "tableRow", content: [{ type: "tableHeader", content: [{ type: "paragraph", content: [{ type: "text", text: "A" }] }] }, { type: "tableCell", content: [{ type: "paragraph", content: [{ type: "text", text: "B" }] }] }] }],
    },
  ],
};

describe("note documents", () => {
  it("round-trips ProseMirror JSON through Yjs without leaking marks", () => {
    const snap = snapshotOf(docFromJson({ methods }), "Title");
    expect(snap.content.methods).toEqual(methods);
    expect(snap.sectionsText.methods).toBe("手順\nC9H8 bold plain\n- one\nA\tB");
    expect(snap.plainText.startsWith("Title\n\n手順")).toBe(true);
    expect(snap.content.results).toEqual({ type: "doc", content: [] });
  });

  it("copies sections into another document (restore, duplicate)", () => {
    const source = docFromJson({ methods });
    const target = docFromJson({ methods: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "old" }] }] } });
    copySections(source, target);
    expect(snapshotOf(target, "T").content.methods).toEqual(methods);
    const again = new Y.Doc();
    Y.applyUpdate(again, Y.encodeStateAsUpdate(target));
    expect(snapshotOf(again, "T").sectionsText.methods).toContain("C9H8 bold plain");
  });
});
