import Encoding from "encoding-japanese";
import { afterEach, describe, expect, it, vi } from "vitest";
import { csvErrorCodeOf } from "./csvErrorCodeOf";
import { CSV_MAX_BYTES } from "./csvLimits";
import { decodeCsvBytes } from "./decodeCsvBytes";

const utf8 = (text: string) => new TextEncoder().encode(text);
const toSjis = (text: string) =>
  new Uint8Array(Encoding.convert(Encoding.stringToCode(text), { to: "SJIS", from: "UNICODE", type: "array" }));
const toEucJp = (text: string) =>
  new Uint8Array(Encoding.convert(Encoding.stringToCode(text), { to: "EUCJP", from: "UNICODE", type: "array" }));

describe("decodeCsvBytes", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("strips a UTF-8 BOM", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("時間,温度\n1,2\n")]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: "時間,温度\n1,2\n", encoding: "UTF-8" });
  });

  it("reads UTF-8 without a BOM", () => {
    expect(decodeCsvBytes(utf8("名前,値\nα,1\n"))).toEqual({ text: "名前,値\nα,1\n", encoding: "UTF-8" });
  });

  it("detects Shift_JIS from a Japanese instrument", () => {
    const text = "時間,温度\n0,25.5\n1,26.0\n";
    const bytes = toSjis(text);
    expect(bytes[0]).toBe(0x8e); // really Shift_JIS bytes (時 = 8E 9E), not UTF-8
    expect(decodeCsvBytes(bytes)).toEqual({ text, encoding: "SHIFT_JIS" });
  });

  it("falls back to encoding-japanese when TextDecoder lacks shift_jis", () => {
    const Native = TextDecoder;
    const labels: string[] = [];
    class Utf8OnlyDecoder extends Native {
      constructor(label?: string, options?: TextDecoderOptions) {
        labels.push(label ?? "utf-8");
        if (label && !/^utf-(8|16)/i.test(label)) throw new RangeError(`unsupported ${label}`);
        super(label, options);
      }
    }
    vi.stubGlobal("TextDecoder", Utf8OnlyDecoder);
    const text = "試料,吸光度\nＡ-1,0.123\n";
    expect(decodeCsvBytes(toSjis(text))).toEqual({ text, encoding: "SHIFT_JIS" });
    expect(labels).toContain("shift_jis");
  });

  it("detects EUC-JP", () => {
    const text = "時間,温度\n0,25.5\n";
    expect(decodeCsvBytes(toEucJp(text))).toEqual({ text, encoding: "EUC-JP" });
  });

  it("reads UTF-16 with either BOM", () => {
    const text = "時間\t温度\n1\t2\n";
    const le = new Uint8Array(2 + text.length * 2);
    const be = new Uint8Array(2 + text.length * 2);
    le.set([0xff, 0xfe]);
    be.set([0xfe, 0xff]);
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      le[2 + 2 * i] = c & 0xff;
      le[3 + 2 * i] = c >> 8;
      be[2 + 2 * i] = c >> 8;
      be[3 + 2 * i] = c & 0xff;
    }
    expect(decodeCsvBytes(le)).toEqual({ text, encoding: "UTF-16LE" });
    expect(decodeCsvBytes(be)).toEqual({ text, encoding: "UTF-16BE" });
  });

  it("reads Latin-1 bytes that are neither UTF-8 nor Japanese as windows-1252", () => {
    // 0xB0 alone would be half-width katakana in Shift_JIS, so use a byte Shift_JIS rejects (0xFC at the end).
    const bytes = new Uint8Array([...utf8("name,value\nM"), 0xfc, ...utf8("ller,1\n")]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: "name,value\nMüller,1\n", encoding: "WINDOWS-1252" });
  });

  it("rejects binary junk and oversized files", () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    expect(csvErrorCodeOf(() => decodeCsvBytes(png))).toBe("binary");
    expect(csvErrorCodeOf(() => decodeCsvBytes(new Uint8Array(CSV_MAX_BYTES + 1)))).toBe("too_large");
  });

  it("decodes an empty file to empty text", () => {
    expect(decodeCsvBytes(new Uint8Array(0))).toEqual({ text: "", encoding: "UTF-8" });
  });
});
