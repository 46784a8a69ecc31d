import { describe, expect, it } from "vitest";
import { pdfLineBreaks } from "./pdfFonts";

describe("pdfLineBreaks: where a word may break in a PDF", () => {
  it("leaves a word without Japanese whole: it breaks at spaces only", () => {
    expect(pdfLineBreaks("chromatography")).toEqual(["chromatography"]);
    expect(pdfLineBreaks("H2O,")).toEqual(["H2O,"]);
  });

  it("lets a word too long for a line (a file name, a hash) break anywhere: it ran off the page", () => {
    const name = `${"x".repeat(200)}.png`;
    expect(pdfLineBreaks(name)).toHaveLength(name.length);
    expect(pdfLineBreaks("a".repeat(30))).toEqual(["a".repeat(30)]);
  });

  it("breaks Japanese between any two characters", () => {
    expect(pdfLineBreaks("有機合成")).toEqual(["有", "機", "合", "成"]);
  });

  it("keeps punctuation, closing brackets, small kana and ー off the start of a line", () => {
    expect(pdfLineBreaks("合成、精製。")).toEqual(["合", "成、", "精", "製。"]);
    expect(pdfLineBreaks("チェック")).toEqual(["チェッ", "ク"]);
    expect(pdfLineBreaks("データー」）")).toEqual(["デー", "ター」）"]);
  });

  it("keeps opening brackets off the end of a line", () => {
    expect(pdfLineBreaks("「結果」を")).toEqual(["「結", "果」", "を"]);
    expect(pdfLineBreaks("値（ｐＨ）")).toEqual(["値", "（ｐ", "Ｈ）"]);
  });

  it("a word that is only closing punctuation stays one piece", () => {
    expect(pdfLineBreaks("。」")).toEqual(["。」"]);
  });
});
