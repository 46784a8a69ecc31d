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
  // One unbreakable word ran across the size and hash columns and off the page.
  it("wraps a long file name inside its column", async () => {
    const name = `${"x".repeat(200)}.png`;
    const pdf = await renderNotePdf({ ...note("Files", "—"), attachments: [{ name, size: 1234, sha256: "a".repeat(64) }] }, pdfLabels.en);
    const lines = pdfText(pdf, ["-enc", "UTF-8", "-bbox-layout"]);
    const xMax = Math.max(...[...lines.matchAll(/<word xMin="[\d.]+" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">x+(?:\.png)?<\/word>/g)].map((m) => Number(m[1])));
    const pageWidth = Number(/<page width="([\d.]+)"/.exec(lines)![1]);
    expect(xMax).toBeGreaterThan(0);
    expect(xMax).toBeLessThan(pageWidth / 2);
  });

  // Noto Sans JP has no glyph for ₀-₉ or ⁻: written as Unicode, they vanished ("HO", "CO").
  it("draws the sub- and superscripts people type", async () => {
    const pdf = await renderNotePdf(note("Na₂CO₃ の再結晶", "H₂O → CO₂, 10⁻⁶ m³"), pdfLabels.ja);
    const text = pdfText(pdf).replace(/\s+/g, " ");
    expect(text).toContain("Na2CO3 の再結晶");
    expect(text).toContain("H2O → CO2, 10−6 m3");
  }, 60_000);

  // Noto Sans JP has no emoji: 🧫 printed as garbage and ☕ vanished. Noto Emoji (monochrome) draws them.
  it("draws the emoji people type", async () => {
    const pdf = await renderNotePdf(note("🧫 培養 day 3", "☕ break, then 🧪 ✅ done"), pdfLabels.en);
    const text = pdfText(pdf, ["-enc", "UTF-8"]).replace(/\s+/g, " ");
    expect(text).toContain("🧫 培養 day 3");
    expect(text).toContain("☕ break, then 🧪 ✅ done");
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
