import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";
import { PDF_FONT_FAMILY } from "../printing/pdfFonts";

// Noto Sans JP has no italic face, and react-pdf throws for a fontStyle a family lacks, so the note
// PDF printed *italic* upright (species names, variables). The characters of an italic run that
// Noto Sans Italic has (Latin, Greek, Cyrillic, most signs) are drawn with it, regular or bold; the
// rest in the note's own families, upright: Japanese has no italic, nor have emoji. The italic faces
// are the normal style of a family of their own, so that no family is asked for a style it lacks.
const ITALIC_FAMILY = "NotoSansItalic";
const [TEXT_FAMILY, EMOJI_FAMILY] = PDF_FONT_FAMILY;
const FAMILIES = {
  italic: [ITALIC_FAMILY, TEXT_FAMILY, EMOJI_FAMILY],
  text: [TEXT_FAMILY, EMOJI_FAMILY],
  emoji: [EMOJI_FAMILY, TEXT_FAMILY],
};
type Face = keyof typeof FAMILIES;

/** Sub- and superscripts, which ScriptedText draws as the ordinary characters they stand for. */
const SCRIPT = /[\u00b2\u00b3\u00b9\u2070-\u209f]/u;

let faces: { italic: (codePoint: number) => boolean; text: (codePoint: number) => boolean } | null = null;

async function glyphsOf(fontFamily: string): Promise<(codePoint: number) => boolean> {
  const face = Font.getFont({ fontFamily, fontWeight: 400 });
  await face.load();
  const font = face.data!;
  return (codePoint) => font.hasGlyphForCodePoint(codePoint);
}

/** Registers Noto Sans Italic (regular and bold) and reads which characters it and Noto Sans JP have. */
export async function loadPdfItalicFont(): Promise<void> {
  if (faces) return;
  const require = createRequire(import.meta.url);
  Font.register({
    family: ITALIC_FAMILY,
    fonts: [
      { src: require.resolve("@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf"), fontWeight: 400 },
      { src: require.resolve("@expo-google-fonts/noto-sans/700Bold_Italic/NotoSans_700Bold_Italic.ttf"), fontWeight: 700 },
    ],
  });
  faces = { italic: await glyphsOf(ITALIC_FAMILY), text: await glyphsOf(TEXT_FAMILY) };
}

/** The first face of an italic run that draws a character (a sub- or superscript: the character it is drawn as). */
function faceOf(c: string): Face {
  if (!faces) return "text";
  const drawn = Array.from(SCRIPT.test(c) ? c.normalize("NFKC") : c).map((d) => d.codePointAt(0)!);
  if (drawn.every(faces.italic)) return "italic";
  return drawn.every(faces.text) ? "text" : "emoji";
}

/**
 * An italic run cut where the face that draws its characters changes, each piece with the font
 * families it is drawn in, that face first. react-pdf falls back along a run's families character
 * by character, but where the character before a run was drawn by the same fallback face, the run's
 * first family wins: Japanese at the start of an italic run after upright Japanese, or an emoji
 * after an emoji, printed as empty boxes.
 */
export function italicPieces(text: string): { text: string; fontFamily: string[] }[] {
  const pieces: { text: string; face: Face }[] = [];
  for (const c of Array.from(text)) {
    const face = faceOf(c);
    const last = pieces[pieces.length - 1];
    if (last && last.face === face) last.text += c;
    else pieces.push({ text: c, face });
  }
  return pieces.map((p) => ({ text: p.text, fontFamily: FAMILIES[p.face] }));
}
