/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Text } from "@react-pdf/renderer";

// Chemists write H₂O, CO₂, cm³ and 10⁻⁶ with Unicode sub- and superscripts. Noto Sans JP has no
// glyph for most of them (only ¹ ² ³ ⁴), so they vanished from the PDF ("HO", "CO"). They are
// drawn as ordinary digits and signs, smaller and set low or high by react-pdf (which moves them
// but does not shrink them). ¹ ² ³ go the same way, so a run such as 10⁻¹² looks of one piece.
const SUB = "\u2080-\u209f";
const SUPER = "\u00b2\u00b3\u00b9\u2070-\u207f";
const RUNS = new RegExp(`([${SUB}]+|[${SUPER}]+)`, "u");
const isSub = new RegExp(`^[${SUB}]`, "u");

/** Share of the surrounding font size a sub- or superscript is drawn at. */
const SCRIPT_SCALE = 0.7;

/**
 * Text written by a person (a comment, a title, a material's name) with its sub- and superscripts
 * drawn; `fontSize` is that of the text around it (react-pdf has no relative font size).
 */
export function ScriptedText({ text, fontSize }: { text: string; fontSize: number }) {
  const parts = text.split(RUNS);
  if (parts.length === 1) return text;
  // split() with a capture group: the scripts are the odd parts.
  return parts.map((part, i) =>
    i % 2 ? (
      <Text key={i} style={{ verticalAlign: isSub.test(part) ? "sub" : "super", fontSize: fontSize * SCRIPT_SCALE }}>
        {part.normalize("NFKC")}
      </Text>
    ) : (
      part
    ),
  );
}
