import Encoding from "encoding-japanese";
import type { Encoding as JapaneseEncoding } from "encoding-japanese";
import { CsvParseError } from "./CsvParseError";
import { CSV_MAX_BYTES } from "./csvLimits";

export type CsvEncoding =
  | "UTF-8"
  | "UTF-16LE"
  | "UTF-16BE"
  | "SHIFT_JIS"
  | "EUC-JP"
  | "ISO-2022-JP"
  | "WINDOWS-1252";

export interface DecodedCsv {
  text: string;
  encoding: CsvEncoding;
}

// Detection looks at a prefix first: whole-file scans of a 10 MB file cost ~150 ms.
const SAMPLE_BYTES = 1024 * 1024;
const SNIFF_BYTES = 64 * 1024;

// WHATWG labels for TextDecoder, and encoding-japanese names for its pure-JS fallback.
const decoderLabels: Record<CsvEncoding, string> = {
  "UTF-8": "utf-8",
  "UTF-16LE": "utf-16le",
  "UTF-16BE": "utf-16be",
  SHIFT_JIS: "shift_jis",
  "EUC-JP": "euc-jp",
  "ISO-2022-JP": "iso-2022-jp",
  "WINDOWS-1252": "windows-1252",
};
const fallbackNames: Partial<Record<CsvEncoding, JapaneseEncoding>> = {
  SHIFT_JIS: "SJIS",
  "EUC-JP": "EUCJP",
  "ISO-2022-JP": "JIS",
  "UTF-16LE": "UTF16LE",
  "UTF-16BE": "UTF16BE",
};

/**
 * Turns an attachment's bytes into text. Handles BOMs (UTF-8, UTF-16), UTF-8 without BOM and the
 * Japanese legacy encodings instruments still write (Shift_JIS above all). Throws
 * CsvParseError 'too_large' or 'binary'; an empty file decodes to '' (parseCsv reports 'empty').
 */
export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  if (bytes.length > CSV_MAX_BYTES) throw new CsvParseError("too_large", `${bytes.length} bytes`);
  if (bytes.length === 0) return { text: "", encoding: "UTF-8" };

  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: decodeWith("UTF-8", bytes.subarray(3)), encoding: "UTF-8" };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: decodeWith("UTF-16LE", bytes.subarray(2)), encoding: "UTF-16LE" };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: decodeWith("UTF-16BE", bytes.subarray(2)), encoding: "UTF-16BE" };
  }

  const sniff = bytes.subarray(0, SNIFF_BYTES);
  const utf16 = guessBomlessUtf16(sniff);
  if (utf16) return { text: decodeWith(utf16, bytes), encoding: utf16 };
  if (looksBinary(sniff)) throw new CsvParseError("binary");

  // ISO-2022-JP is 7-bit, so it would pass as UTF-8: recognise its escape sequences first.
  if (hasIso2022Escape(sniff)) return { text: decodeWith("ISO-2022-JP", bytes), encoding: "ISO-2022-JP" };

  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "UTF-8" };
  } catch {
    // Not UTF-8: fall through to the Japanese legacy encodings.
  }

  const encoding = detectJapanese(bytes);
  return { text: decodeWith(encoding, bytes), encoding };
}

function detectJapanese(bytes: Uint8Array): CsvEncoding {
  // EUC-JP before Shift_JIS: EUC byte pairs often also pass as Shift_JIS half-width kana, not
  // the other way round. A prefix can end inside a character, so retry on the whole file.
  const candidates: JapaneseEncoding[] = ["EUCJP", "SJIS"];
  const detected =
    Encoding.detect(bytes.subarray(0, SAMPLE_BYTES), candidates) || Encoding.detect(bytes, candidates);
  if (detected === "EUCJP") return "EUC-JP";
  if (detected === "SJIS") return "SHIFT_JIS";
  // Every byte is valid in windows-1252, so a European instrument's "°C" still reads.
  return "WINDOWS-1252";
}

function decodeWith(encoding: CsvEncoding, bytes: Uint8Array): string {
  let decoder: TextDecoder | null;
  try {
    decoder = new TextDecoder(decoderLabels[encoding]);
  } catch {
    decoder = null; // Runtimes without full ICU only know UTF-8/16.
  }
  if (decoder) return decoder.decode(bytes);
  const from = fallbackNames[encoding];
  if (!from) return new TextDecoder("utf-8").decode(bytes);
  return Encoding.convert(bytes, { to: "UNICODE", from, type: "string" });
}

function guessBomlessUtf16(sample: Uint8Array): "UTF-16LE" | "UTF-16BE" | null {
  // Mostly-ASCII UTF-16 without BOM has a zero in every other byte.
  const pairs = Math.floor(sample.length / 2);
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i + 1 < sample.length; i += 2) {
    if (sample[i] === 0) evenZeros++;
    if (sample[i + 1] === 0) oddZeros++;
  }
  if (oddZeros > pairs * 0.4 && evenZeros === 0) return "UTF-16LE";
  if (evenZeros > pairs * 0.4 && oddZeros === 0) return "UTF-16BE";
  return null;
}

function looksBinary(sample: Uint8Array): boolean {
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const b = sample[i];
    if (b === 0) return true;
    // Tab, LF, VT, FF, CR and ESC (ISO-2022-JP) occur in text; other C0 bytes do not.
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0b && b !== 0x0c && b !== 0x0d && b !== 0x1b) control++;
  }
  return control > sample.length * 0.01;
}

function hasIso2022Escape(sample: Uint8Array): boolean {
  for (let i = 0; i + 2 < sample.length; i++) {
    if (sample[i] === 0x1b && sample[i + 1] === 0x24 && (sample[i + 2] === 0x42 || sample[i + 2] === 0x40)) {
      return true;
    }
  }
  return false;
}
