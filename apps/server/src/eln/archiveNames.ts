/**
 * Characters Windows refuses in a name, as their full-width forms: a title such as `<b>x</b>` or
 * `pH 7/8?` stays readable (`＜b＞x＜／b＞`) instead of turning into underscores, on every system.
 */
const FULLWIDTH: Record<string, string> = { "<": "＜", ">": "＞", ":": "：", '"': "＂", "/": "／", "\\": "＼", "|": "｜", "?": "？", "*": "＊" };
/** Names Windows keeps for devices, with or without an extension ("CON", "nul.txt", "COM1.log"). */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;
/** Controls (C0, DEL, C1) and the invisible marks that reorder text, which can disguise an extension ("a\u202Egnp.exe"). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export interface NameLimit {
  /** UTF-16 units (what Windows counts towards a path's 260). */
  chars: number;
  /** UTF-8 bytes (what Linux and macOS count: 255 a name). */
  bytes: number;
}
/** A name alone (a file): room for a folder or two above it within Windows' 260 characters. */
export const FILE_NAME_LIMIT: NameLimit = { chars: 100, bytes: 200 };
/** A folder named after a title. */
export const FOLDER_NAME_LIMIT: NameLimit = { chars: 60, bytes: 180 };

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The longest start of `s` within the limit, cut between characters as a reader sees them (never half an emoji or a kana with its mark). */
function cut(s: string, limit: NameLimit): string {
  let out = "";
  let bytes = 0;
  for (const { segment } of segmenter.segment(s)) {
    const b = Buffer.byteLength(segment);
    if (out.length + segment.length > limit.chars || bytes + b > limit.bytes) break;
    out += segment;
    bytes += b;
  }
  return out;
}

/** No trailing dots or spaces (Windows drops them, so "a." and "a" would be one file), no leading dots (hidden elsewhere). */
const trimEnds = (s: string) => s.replace(/^[\s.]+/, "").replace(/[\s.]+$/, "");

/**
 * A file or folder name safe inside a zip on every system: no path separators, control or
 * direction characters, characters or device names Windows refuses, trailing dots or spaces,
 * and within `limit`, keeping its extension when it has to be shortened. Japanese and other
 * letters stay. Two names may clean to the same one: `uniqueName` tells them apart.
 */
export function safeName(name: string, fallback: string, limit: NameLimit = FILE_NAME_LIMIT): string {
  const cleaned = trimEnds(
    name
      .normalize("NFC")
      .replace(/[\t\n\r]/g, " ")
      .replace(INVISIBLE, "")
      .replace(/[<>:"/\\|?*]/g, (c) => FULLWIDTH[c])
      // Runs of spaces as one; the ideographic space of Japanese text stays.
      .replace(/[^\S\u3000]+/g, " "),
  );
  const dot = cleaned.lastIndexOf(".");
  // An extension is short and has no spaces: "Report v1.2 final" has none.
  const ext = dot > 0 && /^\.[^\s.]{1,16}$/.test(cleaned.slice(dot)) ? cleaned.slice(dot) : "";
  const stemLimit = { chars: limit.chars - ext.length, bytes: limit.bytes - Buffer.byteLength(ext) };
  let stem = trimEnds(cut(cleaned.slice(0, cleaned.length - ext.length), stemLimit));
  if (!stem) return fallback;
  // "CON", "con.txt" and "COM1.tar.gz" are devices on Windows (the part before the first dot counts).
  const device = stem.split(".")[0];
  if (WINDOWS_RESERVED.test(device.trim())) stem = `${device.trim()}_${stem.slice(device.length)}`;
  return stem + ext;
}

/** `name`, or `name (2)`, `name (3)`… when it is taken (case-insensitively, as on Windows and macOS); records the result. */
export function uniqueName(taken: Set<string>, name: string): string {
  let candidate = name;
  const dot = name.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  for (let i = 2; taken.has(candidate.toLowerCase()); i++) candidate = `${stem} (${i})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}
