import { materialMessages } from "@eln/shared/materials";
import { i18n } from "../../i18n/i18n";

// The shared materials schemas emit validation.* keys that live with them in
// @eln/shared; add them to the web catalogues once (without overriding a key
// another namespace file already defines).
for (const lang of ["en", "ja"] as const) {
  for (const [key, text] of Object.entries(materialMessages[lang])) {
    const dot = key.indexOf(".");
    const ns = key.slice(0, dot);
    const k = key.slice(dot + 1);
    if (!i18n.exists(k, { ns, lng: lang, fallbackLng: false })) i18n.addResource(lang, ns, k, text);
  }
}

/** Name in the reader's language: the English name in English when there is one. */
export function materialName(m: { name: string; nameEn: string | null }, lang: string): string {
  return lang.startsWith("en") && m.nameEn ? m.nameEn : m.name;
}
