import { describe, expect, it } from "vitest";
import { pdfText } from "../test/pdfText";
import { pdfLabels, renderNotePdf, type PdfNote } from "./renderNotePdf";

const paragraph = (text: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

const note = (title: string, results: string): PdfNote => ({
  title,
  projectTitle: "有機合成",
  createdAt: new Date("2026-11-27T00:00:00Z"),
  updatedAt: new Date("2026-11-27T00:00:00Z"),
  createdBy: "Hanako",
  updatedBy: "Hanako",
  tags: [],
  content: { results: paragraph(results) },
  materials: [],
});

describe("the note PDF's text", () => {
  // Noto Sans JP has no glyph for ₀-₉ or ⁻: written as Unicode, they vanished ("HO", "CO").
  it("draws the sub- and superscripts people type", async () => {
    const pdf = await renderNotePdf(note("Na₂CO₃ の再結晶", "H₂O → CO₂, 10⁻⁶ m³"), pdfLabels.ja);
    const text = pdfText(pdf).replace(/\s+/g, " ");
    expect(text).toContain("Na2CO3 の再結晶");
    expect(text).toContain("H2O → CO2, 10−6 m3");
  }, 60_000);

  // A line began with "、" or "。" where the break fell just before it.
  it("never starts a line with Japanese punctuation or a closing bracket", async () => {
    const sentence = "試料を加え、攪拌した。「結果」は良好、収率は高い。";
    const pdf = await renderNotePdf(note("記録", sentence.repeat(30)), pdfLabels.ja);
    const lines = pdfText(pdf).split("\n").map((l) => l.trim()).filter(Boolean);
    expect(lines.filter((l) => l.includes("攪拌")).length).toBeGreaterThan(5);
    expect(lines.filter((l) => /^[、。」）]/.test(l))).toEqual([]);
  }, 60_000);
});
