import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";

// Japanese text needs an embedded font: Noto Sans JP as single TTFs from npm (docs/design.md §2: .ttc
// collections fail, woff subsets are unusable). react-pdf embeds only the glyphs used.
// The note PDF keeps its registration private; both register the same family and files.
export const PDF_FONT_FAMILY = "NotoSansJP";

let registered = false;

export function registerPdfFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  const dir = "@expo-google-fonts/noto-sans-jp";
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: [
      { src: require.resolve(`${dir}/400Regular/NotoSansJP_400Regular.ttf`), fontWeight: 400 },
      { src: require.resolve(`${dir}/700Bold/NotoSansJP_700Bold.ttf`), fontWeight: 700 },
    ],
  });
  // Japanese has no spaces: allow a break between any two characters. The callback is global
  // in react-pdf; this is the same one the note PDF (pdf/renderNotePdf.tsx) registers.
  Font.registerHyphenationCallback((word) => (/[\u3000-\u9fff\uff00-\uffef]/.test(word) ? Array.from(word).flatMap((c) => [c, ""]) : [word]));
  registered = true;
}
