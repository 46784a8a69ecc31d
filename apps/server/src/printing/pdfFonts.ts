import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";

// Japanese text needs an embedded font: Noto Sans JP as single TTFs from npm (docs/design.md §2: .ttc
// collections fail, woff subsets are unusable). react-pdf embeds only the glyphs used. Every PDF
// the server makes (note, risk report, container labels) registers through here: react-pdf's font
// table and its line-breaking callback are global, so two registrations would overwrite each other.
// Emoji come from Noto Emoji (monochrome outlines, which react-pdf can embed; colour emoji fonts it
// cannot): a character Noto Sans JP lacks is looked up in the next family of the list.
const TEXT_FAMILY = "NotoSansJP";
const EMOJI_FAMILY = "NotoEmoji";
export const PDF_FONT_FAMILY = [TEXT_FAMILY, EMOJI_FAMILY];

/** Japanese (and full-width) characters: a line may break between any two of them. */
const CJK = /[\u3000-\u9fff\uff00-\uffef]/;

// Japanese line-breaking rules (kinsoku shori, JIS X 4051): closing brackets, punctuation, small
// kana and the prolonged sound mark never start a line; opening brackets never end one. Without
// them a line began with "、" or "。" in the reports.
const NO_LINE_START = new Set(Array.from("、。，．・：；？！゛゜ヽヾゝゞ々ー）］｝〕〉》」』】〙〗〟’”｠»ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ…‥〜～)]},.:;?!%％"));
const NO_LINE_END = new Set(Array.from("（［｛〔〈《「『【〘〖〝‘“｟«([{"));

/** Longer words than this (a file name, a URL, a hash) may break anywhere: one ran off the page. */
const LONG_WORD = 30;

/**
 * Where a word may break, as react-pdf's hyphenation callback answers it: the pieces between
 * break points. A word without Japanese is one piece (it breaks at spaces only) unless it is longer
 * than LONG_WORD characters, which may break between any two; in Japanese every
 * character is a piece, except that a character that may not start a line joins the piece before
 * it, and one that may not end a line joins the piece after it.
 */
export function pdfLineBreaks(word: string): string[] {
  if (!CJK.test(word)) return word.length > LONG_WORD ? Array.from(word) : [word];
  const pieces: string[] = [];
  let carry = "";
  for (const c of Array.from(word)) {
    if (NO_LINE_START.has(c) && pieces.length && !carry) pieces[pieces.length - 1] += c;
    else if (NO_LINE_END.has(c)) carry += c;
    else {
      pieces.push(carry + c);
      carry = "";
    }
  }
  if (carry) pieces.push(carry);
  return pieces;
}

let registered = false;

export function registerPdfFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  // Each family's regular and bold TTF, as the @expo-google-fonts packages lay them out.
  for (const [family, pkg, file] of [
    [TEXT_FAMILY, "noto-sans-jp", "NotoSansJP"],
    [EMOJI_FAMILY, "noto-emoji", "NotoEmoji"],
  ]) {
    Font.register({
      family,
      fonts: [
        { src: require.resolve(`@expo-google-fonts/${pkg}/400Regular/${file}_400Regular.ttf`), fontWeight: 400 },
        { src: require.resolve(`@expo-google-fonts/${pkg}/700Bold/${file}_700Bold.ttf`), fontWeight: 700 },
      ],
    });
  }
  // An empty syllable after each piece lets react-pdf break there without drawing a hyphen.
  Font.registerHyphenationCallback((word) => {
    const pieces = pdfLineBreaks(word);
    return pieces.length === 1 ? pieces : pieces.flatMap((piece) => [piece, ""]);
  });
  registered = true;
}
