// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { generateJSON } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import { wordListsToHtml } from "./wordLists";

// What Word (Microsoft 365, Windows) puts on the clipboard as text/html, trimmed to the fragment.
const HEAD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta charset="utf-8"><style><!-- /* Style Definitions */ p.MsoListParagraph {margin-left:36.0pt;} @list l0:level1 {mso-level-number-format:bullet;} --></style></head><body lang=EN-GB style='tab-interval:36.0pt'><!--StartFragment-->`;
const TAIL = `<!--EndFragment--></body></html>`;

const bullet = (text: string, level = 1, list = 0, cls = "MsoListParagraphCxSpMiddle") =>
  `<p class=${cls} style='margin-left:${36 * level}.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:l${list} level${level} lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:Symbol'><span style='mso-list:Ignore'>${level === 2 ? "o" : "·"}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>${text}<o:p></o:p></p>`;
const numbered = (marker: string, text: string, level = 1, list = 1) =>
  `<p class=MsoListParagraphCxSpMiddle style='text-indent:-18.0pt;mso-list:l${list} level${level} lfo2'><![if !supportLists]><span style='mso-bidi-font-family:Calibri;mso-bidi-theme-font:minor-latin'><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>${text}<o:p></o:p></p>`;
const normal = (text: string) => `<p class=MsoNormal>${text}<o:p></o:p></p>`;

type Json = { type: string; text?: string; attrs?: Record<string, unknown>; content?: Json[]; marks?: { type: string }[] };
/** The document the editor makes of the pasted HTML, as a compact outline. */
function outline(html: string): unknown[] {
  const doc = generateJSON(wordListsToHtml(html), [StarterKit]) as Json;
  const walk = (n: Json): unknown => {
    if (n.type === "text") return n.marks?.length ? { [n.marks.map((m) => m.type).join("+")]: n.text } : n.text;
    if (n.type === "paragraph") {
      const parts = (n.content ?? []).map(walk);
      return parts.length === 1 && typeof parts[0] === "string" ? parts[0] : parts;
    }
    const kids = (n.content ?? []).map(walk);
    if (n.type === "listItem") return kids.length === 1 ? kids[0] : kids;
    const start = n.type === "orderedList" && n.attrs?.start !== 1 ? `@${n.attrs?.start}` : "";
    return { [n.type + start]: kids };
  };
  return (doc.content ?? []).map(walk);
}

describe("Word's list paragraphs on paste", () => {
  it("a bulleted list becomes a bullet list, markers gone, with the text's formatting kept", () => {
    const html = HEAD + bullet("Word bullet", 1, 0, "MsoListParagraphCxSpFirst") + bullet("Second <b>bold</b> one") + bullet("Third", 1, 0, "MsoListParagraphCxSpLast") + TAIL;
    expect(outline(html)).toEqual([{ bulletList: ["Word bullet", ["Second ", { bold: "bold" }, " one"], "Third"] }]);
    expect(wordListsToHtml(html)).not.toContain("·");
    // (Without the conversion, the editor read them as paragraphs starting with the marker.)
    expect(generateJSON(html, [StarterKit]).content[0]).toMatchObject({ type: "paragraph", content: [{ text: expect.stringMatching(/^·/) }] });
  });

  it("a numbered list becomes an ordered list; one starting at 3 keeps its start", () => {
    expect(outline(HEAD + numbered("1.", "Weigh the sample") + numbered("2.", "Dissolve in ethanol") + TAIL)).toEqual([
      { orderedList: ["Weigh the sample", "Dissolve in ethanol"] },
    ]);
    expect(outline(HEAD + numbered("3.", "Filter") + numbered("4.", "Dry") + TAIL)).toEqual([{ "orderedList@3": ["Filter", "Dry"] }]);
  });

  it("two levels nest: a level-2 list goes inside the item before it, and the list goes on after it", () => {
    const html = HEAD + bullet("Reagents") + bullet("Ethanol", 2) + bullet("Water", 2) + bullet("Glassware") + TAIL;
    expect(outline(html)).toEqual([{ bulletList: [["Reagents", { bulletList: ["Ethanol", "Water"] }], "Glassware"] }]);
    const mixed = HEAD + numbered("1.", "Prepare") + numbered("a.", "Weigh", 2) + numbered("b.", "Dissolve", 2) + numbered("2.", "Titrate") + TAIL;
    expect(outline(mixed)).toEqual([{ orderedList: [["Prepare", { orderedList: ["Weigh", "Dissolve"] }], "Titrate"] }]);
  });

  it("lists between normal paragraphs stay where they were; the paragraphs are untouched", () => {
    const html =
      HEAD + normal("Before the list") + "\n" + bullet("One") + "\n" + bullet("Two") + "\n" + normal("<i>Between</i>") + numbered("1.", "Step") + normal("After") + TAIL;
    expect(outline(html)).toEqual(["Before the list", { bulletList: ["One", "Two"] }, [{ italic: "Between" }], { orderedList: ["Step"] }, "After"]);
  });

  it("a bullet list followed at once by a numbered one (another of Word's lists) makes two lists", () => {
    expect(outline(HEAD + bullet("Apple", 1, 0) + numbered("1.", "First", 1, 1) + TAIL)).toEqual([{ bulletList: ["Apple"] }, { orderedList: ["First"] }]);
  });

  it("Japanese Word numbering (１．, （２）) is ordered; its Wingdings bullets are bullets", () => {
    const jp = HEAD + numbered("１．", "試料を量る") + numbered("２．", "溶かす") + TAIL;
    expect(outline(jp)).toEqual([{ orderedList: ["試料を量る", "溶かす"] }]);
    const wingdings = `<p class=MsoListParagraph style='mso-list:l2 level1 lfo3'><span style='font-family:Wingdings'><span style='mso-list:Ignore'>§<span>&nbsp; </span></span></span>四角</p>`;
    expect(outline(HEAD + wingdings + TAIL)).toEqual([{ bulletList: ["四角"] }]);
  });

  it("HTML that is not Word's comes back unchanged", () => {
    const html = "<ul><li><p>Real list</p></li></ul><p>Text with <strong>bold</strong></p>";
    expect(wordListsToHtml(html)).toBe(html);
  });
});
