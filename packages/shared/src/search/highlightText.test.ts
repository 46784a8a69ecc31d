import { describe, expect, it } from "vitest";
import { buildSnippet, highlightRanges } from "./highlightText";
import { normalizeSearchText, searchTerms } from "./normalizeSearchText";

const marked = (text: string, terms: string[]) => highlightRanges(text, terms).map(([a, b]) => text.slice(a, b));

describe("normalizeSearchText", () => {
  it("folds case, full-width and half-width forms", () => {
    expect(normalizeSearchText("ＡＢＣ")).toBe("abc");
    expect(normalizeSearchText("ｶﾀｶﾅ")).toBe("カタカナ");
    expect(normalizeSearchText("ｶﾞｽｸﾛﾏﾄ")).toBe("ガスクロマト");
    expect(normalizeSearchText("Chromatography")).toBe("chromatography");
  });
  it("splits a query into distinct words", () => {
    expect(searchTerms("  実験　Chromato chrom ")).toEqual(["実験", "chromato"]);
    expect(searchTerms("   ")).toEqual([]);
  });
});

describe("highlightRanges", () => {
  it("maps matches in folded text back to the original characters", () => {
    expect(marked("有機合成実験ノート", ["実験"])).toEqual(["実験"]);
    expect(marked("Gas CHROMATOGRAPHY run", ["chromato"])).toEqual(["CHROMATO"]);
    expect(marked("ＡＢＣ溶液", ["abc"])).toEqual(["ＡＢＣ"]);
    expect(marked("ｶﾞｽｸﾛﾏﾄｸﾞﾗﾌｨｰ", ["ガスクロ"])).toEqual(["ｶﾞｽｸﾛ"]);
    expect(marked("a😀b 実験 実験", ["実験", "b"])).toEqual(["b", "実験", "実験"]);
  });
});

describe("buildSnippet", () => {
  it("cuts around the first match and shifts the highlights", () => {
    const text = `${"前置き".repeat(100)}有機合成実験ノート${"後書き".repeat(100)}`;
    const s = buildSnippet(text, ["実験"]);
    expect(s.text.startsWith("…")).toBe(true);
    expect(s.text.endsWith("…")).toBe(true);
    expect(s.highlights).toHaveLength(1);
    const [a, b] = s.highlights[0]!;
    expect(s.text.slice(a, b)).toBe("実験");
  });
  it("finds a match deep in a long text", () => {
    const text = `${"x ".repeat(20000)}needle`;
    const s = buildSnippet(text, ["needle"]);
    expect(s.text.slice(...s.highlights[0]!)).toBe("needle");
  });
  it("gives the opening without highlights when nothing matches", () => {
    expect(buildSnippet("hello world", ["zzz"])).toEqual({ text: "hello world", highlights: [] });
  });
});
