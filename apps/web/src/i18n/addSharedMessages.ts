import { i18n } from "./i18n";

/**
 * Messages a shared schema module carries with it (`validation.*` keys in @eln/shared), keyed
 * "namespace.key", added to the web catalogues once per language without overriding a key a
 * namespace file already defines.
 */
export function addSharedMessages(messages: Record<"en" | "ja", Record<string, string>>) {
  for (const lang of ["en", "ja"] as const) {
    for (const [key, text] of Object.entries(messages[lang])) {
      const dot = key.indexOf(".");
      const ns = key.slice(0, dot);
      const k = key.slice(dot + 1);
      if (!i18n.exists(k, { ns, lng: lang, fallbackLng: false })) i18n.addResource(lang, ns, k, text);
    }
  }
}
