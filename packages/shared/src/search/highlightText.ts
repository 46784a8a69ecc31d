import { normalizeSearchText } from "./normalizeSearchText";

/** Half-open ranges [start, end) in UTF-16 units of the original text. */
export type Highlight = [number, number];

/** A piece of user text with the ranges that matched; rendered as text, never as HTML. */
export interface SearchSnippet {
  text: string;
  highlights: Highlight[];
}

// A segment is a base character with its combining marks (including the half-width
// voiced sound marks ﾞ ﾟ), so that NFKC of the pieces equals NFKC of the whole in practice.
const MARK = /^\p{M}$/u;
function isMark(c: number, text: string, i: number): boolean {
  if (c < 0x0300) return false;
  if (c === 0xff9e || c === 0xff9f || c === 0x3099 || c === 0x309a) return true;
  // Kana and kanji are never marks: skip the regular expression for them.
  if ((c >= 0x3041 && c <= 0x3096) || (c >= 0x30a1 && c <= 0x30fa) || (c >= 0x4e00 && c <= 0x9fff)) return false;
  return MARK.test(String.fromCodePoint(text.codePointAt(i)!));
}

/** NFKC leaves these alone, so one character folds to itself (its lower case, its katakana). */
function foldSegment(seg: string): string {
  if (seg.length === 1) {
    const c = seg.charCodeAt(0);
    if (c >= 0x61 && c <= 0x7a) return seg;
    if (c >= 0x41 && c <= 0x5a) return String.fromCharCode(c + 32);
    if (c >= 0x3041 && c <= 0x3096) return String.fromCharCode(c + 0x60);
    if (c < 0x80 || (c >= 0x30a1 && c <= 0x30fa) || (c >= 0x4e00 && c <= 0x9fff)) return seg;
  }
  return normalizeSearchText(seg);
}

interface Folded {
  folded: string;
  /** For each UTF-16 unit of `folded`: start and end of the original segment it came from. */
  from: number[];
  to: number[];
}

function fold(text: string): Folded {
  let folded = "";
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < text.length; ) {
    const start = i;
    i += (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
    while (i < text.length && isMark(text.charCodeAt(i), text, i)) i += (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
    const end = i;
    const seg = foldSegment(text.slice(start, end));
    folded += seg;
    for (let i = 0; i < seg.length; i++) {
      from.push(start);
      to.push(end);
    }
  }
  return { folded, from, to };
}

function merge(ranges: Highlight[]): Highlight[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: Highlight[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}

/** Where the (normalised) terms occur in `text`, as ranges of the original text. */
export function highlightRanges(text: string, terms: readonly string[]): Highlight[] {
  if (!text || terms.length === 0) return [];
  const { folded, from, to } = fold(text);
  const ranges: Highlight[] = [];
  for (const term of terms) {
    if (!term) continue;
    let i = folded.indexOf(term);
    while (i !== -1) {
      ranges.push([from[i]!, to[i + term.length - 1]!]);
      i = folded.indexOf(term, i + term.length);
    }
  }
  return merge(ranges);
}

const CHUNK = 4000;
const OVERLAP = 400;

/** Do not cut a surrogate pair in two. */
function safeIndex(text: string, i: number): number {
  if (i <= 0) return 0;
  if (i >= text.length) return text.length;
  const c = text.charCodeAt(i);
  return c >= 0xdc00 && c <= 0xdfff ? i - 1 : i;
}

/**
 * A short excerpt of `text` around the first match, with every match in it
 * highlighted. Long texts are scanned chunk by chunk, so a match near the start
 * of a 100 KB note costs no more than in a short one. Without a match: the opening.
 */
export function buildSnippet(text: string, terms: readonly string[], opts: { before?: number; length?: number } = {}): SearchSnippet {
  const before = opts.before ?? 40;
  const length = opts.length ?? 160;
  const clean = text.replace(/\s+/gu, " ").trim();
  let first = -1;
  for (let s = 0; s < clean.length && first === -1; s += CHUNK) {
    const start = safeIndex(clean, s);
    const chunk = clean.slice(start, safeIndex(clean, start + CHUNK + OVERLAP));
    // Cheap test first (native normalise of the whole chunk); map positions only where it matched.
    const folded = normalizeSearchText(chunk);
    if (!terms.some((t) => t && folded.includes(t))) continue;
    if (folded.length === chunk.length) {
      // Same length: positions line up (the usual case — ASCII, kana, kanji, full-width letters).
      const at = Math.min(...terms.map((t) => (t ? folded.indexOf(t) : -1)).filter((i) => i >= 0));
      const near = highlightRanges(chunk.slice(safeIndex(chunk, at - 8), safeIndex(chunk, at + 200)), terms);
      if (near.length) {
        first = start + safeIndex(chunk, at - 8) + near[0]![0];
        continue;
      }
    }
    const hits = highlightRanges(chunk, terms);
    if (hits.length) first = start + hits[0]![0];
  }
  const from = first === -1 ? 0 : safeIndex(clean, Math.max(0, first - before));
  const to = safeIndex(clean, from + length);
  const body = clean.slice(from, to);
  const prefix = from > 0 ? "…" : "";
  const suffix = to < clean.length ? "…" : "";
  const highlights = first === -1 ? [] : highlightRanges(body, terms).map(([a, b]) => [a + prefix.length, b + prefix.length] as Highlight);
  return { text: prefix + body + suffix, highlights };
}
