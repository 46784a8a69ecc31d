import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
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

/** The fonts embedded in a PDF, as pdffonts names them without the subset prefix. */
function pdfFonts(pdf: Uint8Array): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), "eln-test-pdf-"));
  try {
    writeFileSync(path.join(dir, "t.pdf"), pdf);
    const out = execFileSync("pdffonts", [path.join(dir, "t.pdf")]).toString("utf8");
    return out.split("\n").slice(2).filter(Boolean).map((l) => l.split(/\s+/)[0].replace(/^[A-Z]{6}\+/, ""));
  } finally {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }
}

/** What pdfinfo says of a PDF (title, creator, producer, version). */
function pdfInfo(pdf: Uint8Array): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "eln-test-pdf-"));
  try {
    writeFileSync(path.join(dir, "t.pdf"), pdf);
    return execFileSync("pdfinfo", [path.join(dir, "t.pdf")]).toString("utf8");
  } finally {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }
}

const text = (t: string, marks: string[] = []) => ({ type: "text", text: t, marks: marks.map((type) => ({ type })) });

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

  // Italic printed upright (Noto Sans JP has no italic face): species names and variables lost their meaning.
  it("prints italic and bold italic in an italic face, and Japanese and emoji in them still", async () => {
    const results = {
      type: "doc",
      content: [
        { type: "paragraph", content: [text("plain "), text("Escherichia coli", ["italic"]), text(" and "), text("Vmax", ["bold", "italic"])] },
        // Japanese and an emoji right after upright ones: react-pdf drew them with the italic face, as empty boxes.
        { type: "paragraph", content: [text("通常"), text("斜体の日本語 E. coli 株", ["italic"]), text("🧪"), text("🧫 k = 0.5 h⁻¹", ["italic"])] },
      ],
    };
    const pdf = await renderNotePdf({ ...note("Italic", ""), content: { results } }, pdfLabels.ja);
    expect(pdfFonts(pdf)).toEqual(expect.arrayContaining(["NotoSans-Italic", "NotoSans-BoldItalic", "NotoSansJP-Regular", "NotoEmoji-Regular"]));
    const printed = pdfText(pdf).replace(/\s+/g, " ");
    expect(printed).toContain("plain Escherichia coli and Vmax");
    expect(printed).toContain("通常斜体の日本語 E. coli 株🧪🧫 k = 0.5 h−1");
    // A note without italics does not carry the face.
    expect(pdfFonts(await renderNotePdf(note("Upright", "plain"), pdfLabels.en))).not.toContain("NotoSans-Italic");
  }, 60_000);

  // A 55-page note had no page numbers, and nothing after page 1 said which note a page was from.
  it.each([
    ["en", (i: number, n: number) => `Page ${i} of ${n}`, "Note ID"],
    ["ja", (i: number, n: number) => `${i} / ${n} ページ`, "ノートID"],
  ] as const)("numbers every page and heads each after the first with the note's title and project (%s)", async (lang, pageOf, idLabel) => {
    const title = `${"Growth curve of E. coli K-12 大腸菌の増殖曲線 — replicate series A, B and C; ".repeat(2)}a title too long for one header line`;
    const paras = Array.from({ length: 160 }, (_, i) => ({ type: "paragraph", content: [text(`Step ${i + 1}: 培地を加え、37 °C で培養した。 The culture was shaken and sampled every hour for OD600.`)] }));
    const id = "0b6c6f1e-5d8a-4f7e-9a41-3c2d1e0f9a7b";
    const pdf = await renderNotePdf({ ...note(title, ""), id, content: { results: { type: "doc", content: paras } } }, pdfLabels[lang]);
    const pages = pdfText(pdf).split("\f").slice(0, -1);
    expect(pages.length).toBeGreaterThan(3);
    pages.forEach((page, i) => {
      expect(page).toContain(pageOf(i + 1, pages.length));
      expect(page).toContain(`${idLabel}: ${id}`);
      // The header: the title cut to one line (ending in an ellipsis), and the project.
      const headed = page.split("\n").some((line) => line.startsWith("Growth curve of E. coli K-12") && line.includes("…"));
      expect(headed).toBe(i > 0);
      if (i > 0) expect(page).toContain("有機合成");
    });
  }, 60_000);

  // The footer and header are drawn onto the finished PDF (react-pdf re-laid out the rest of a note at
  // every page break for a page number, 2–2.5× slower): on a long note every page must still carry
  // its number, in the bottom margin at the right, and from page 2 the header in the top one;
  // the document's own metadata stays react-pdf's.
  it("numbers every page of a long note in the footer and keeps the PDF's metadata", async () => {
    const paras = Array.from({ length: 720 }, (_, i) => ({ type: "paragraph", content: [text(`Step ${i + 1}: 培地を加え、37 °C で培養した。 The culture was shaken and sampled every hour for OD600.`)] }));
    const id = "0b6c6f1e-5d8a-4f7e-9a41-3c2d1e0f9a7b";
    const pdf = await renderNotePdf({ ...note("Growth curve", ""), id, content: { results: { type: "doc", content: paras } } }, pdfLabels.en);
    // What each A4 page holds in a part of it (x, y, width, height in pt from the top left).
    const area = (x: number, y: number, w: number, h: number) =>
      pdfText(pdf, ["-enc", "UTF-8", "-x", String(x), "-y", String(y), "-W", String(w), "-H", String(h)])
        .split("\f")
        .slice(0, -1)
        .map((t) => t.replace(/\s+/g, " ").trim());
    const [footer, pageNumber, header] = [area(0, 802, 596, 40), area(450, 802, 106, 40), area(0, 0, 596, 40)];
    expect(footer.length).toBeGreaterThanOrEqual(20);
    footer.forEach((text, i) => {
      expect(text).toBe(`Note ID: ${id} Page ${i + 1} of ${footer.length}`);
      expect(pageNumber[i]).toBe(`Page ${i + 1} of ${footer.length}`);
      expect(header[i]).toBe(i === 0 ? "" : "Growth curve 有機合成");
    });
    const info = pdfInfo(pdf);
    expect(info).toMatch(/^Title: +Growth curve$/m);
    expect(info).toMatch(/^Creator: +ELN$/m);
    expect(info).toMatch(/^Producer: +ELN$/m);
    expect(info).toMatch(/^PDF version: +1\.3$/m);
  }, 60_000);

  // The title sat directly on the "Project:" line: it inherited the body's 15 pt line height at 18 pt, its box running 5 pt into that line.
  it("leaves a gap between the title and the lines under it", async () => {
    const xml = pdfText(await renderNotePdf(note("Aspirin", "x"), pdfLabels.en), ["-enc", "UTF-8", "-bbox"]);
    const word = (w: string) => /yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)"/.exec(xml.split("\n").find((l) => l.endsWith(`>${w}</word>`))!)!.slice(1).map(Number);
    const [, titleBottom] = word("Aspirin");
    const [projectTop] = word("Project:");
    expect(projectTop - titleBottom).toBeGreaterThanOrEqual(4);
  });
});
