import { describe, expect, it } from "vitest";
import { FOLDER_NAME_LIMIT, safeName, uniqueName } from "./archiveNames";

describe("names in the archive", () => {
  it("keeps what Windows refuses readable as full-width characters, and Japanese as it is", () => {
    expect(safeName("<b>x</b>", "note")).toBe("＜b＞x＜／b＞");
    expect(safeName("<b>x</b>.html", "file")).toBe("＜b＞x＜／b＞.html");
    expect(safeName('pH 7/8? "a|b*c" d:\\e', "note")).toBe("pH 7／8？ ＂a｜b＊c＂ d：＼e");
    expect(safeName("アスピリンの合成　第2回", "note")).toBe("アスピリンの合成　第2回");
  });

  it("gives Windows' device names, trailing dots and spaces, controls and direction marks no chance", () => {
    expect(safeName("CON", "note")).toBe("CON_");
    expect(safeName("nul.txt", "file")).toBe("nul_.txt");
    expect(safeName("com1.tar.gz", "file")).toBe("com1_.tar.gz");
    expect(safeName("LPT9 ", "file")).toBe("LPT9_");
    expect(safeName("console.log", "file")).toBe("console.log");
    expect(safeName("report. . ", "file")).toBe("report");
    expect(safeName("..", "note")).toBe("note");
    expect(safeName("a\u0000b\tc\nd", "note")).toBe("ab c d");
    expect(safeName("invoice\u202Efdp.exe", "file")).toBe("invoicefdp.exe");
  });

  it("shortens by characters and UTF-8 bytes between graphemes, keeping the extension", () => {
    const long = safeName(`${"x".repeat(150)}.csv`, "file");
    expect(long).toMatch(/^x+\.csv$/);
    expect(long.length).toBeLessThanOrEqual(100);
    const ja = safeName("実験".repeat(100), "note", FOLDER_NAME_LIMIT);
    expect(Buffer.byteLength(ja)).toBeLessThanOrEqual(FOLDER_NAME_LIMIT.bytes);
    expect(ja.length).toBeLessThanOrEqual(FOLDER_NAME_LIMIT.chars);
    const emoji = safeName("🧪".repeat(80), "note", FOLDER_NAME_LIMIT);
    expect(emoji).toMatch(/^(🧪)+$/u);
    expect(Buffer.from(emoji).toString()).toBe(emoji);
  });

  it("tells apart names that clean to the same one, case aside", () => {
    const taken = new Set<string>();
    expect([safeName("a?.csv", "f"), safeName("a？.csv", "f"), safeName("A？.CSV", "f")].map((n) => uniqueName(taken, n))).toEqual(["a？.csv", "a？ (2).csv", "A？ (3).CSV"]);
  });
});
