import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { useUtilStore, type Lang } from "../state/utilStore";
import { addAppNumberFormat } from "../lib/formatNumber";

type Catalogue = () => Promise<{ default: Record<string, Record<string, unknown>> }>;

// Two chunks per language: the signed-out screens' namespaces, which every screen waits for, and the
// rest, fetched by the signed-in frame beside its own code (no extra wait): the login screen carries
// only what it shows.
const bundles: Record<Lang, { signedOut: Catalogue; rest: Catalogue }> = {
  en: { signedOut: () => import("./bundles/en"), rest: () => import("./bundles/en.rest") },
  ja: { signedOut: () => import("./bundles/ja"), rest: () => import("./bundles/ja.rest") },
};

const loading = new Map<string, Promise<void>>();
/** Every `locales/<lang>/<namespace>.json` of the part is picked up; a feature adds its own namespace file. */
function loadPart(lang: Lang, part: keyof (typeof bundles)[Lang]): Promise<void> {
  const key = `${lang}:${part}`;
  let p = loading.get(key);
  if (!p) {
    p = bundles[lang][part]().then(({ default: files }) => {
      for (const [file, messages] of Object.entries(files)) {
        const [, ns] = /\/(\w+)\.json$/.exec(file)!;
        i18n.addResourceBundle(lang, ns, messages, true, true);
      }
    });
    // A failed fetch (a blip, a deploy) is tried again by the next caller.
    p.catch(() => loading.delete(key));
    loading.set(key, p);
  }
  return p;
}

async function loadLanguage(lang: Lang) {
  await Promise.all([loadPart(lang, "signedOut"), loadPart(lang, "rest")]);
}

/** The whole catalogue of the language in use: the signed-in frame waits for it before it renders. */
export const wholeCatalogue = () => loadLanguage(i18n.language as Lang);

const initial = useUtilStore.getState().lang;
await i18n.use(initReactI18next).init({
  resources: {},
  lng: initial,
  fallbackLng: "en",
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
  // A namespace added after a screen rendered re-renders it (a language switch, the rest of the catalogue).
  react: { bindI18nStore: "added" },
});
// `{{n, number}}` in a text is lib/formatNumber's format, not i18next's own.
addAppNumberFormat(i18n);
await loadPart(initial, "signedOut");

// The app bar switch writes util.lang; the whole UI follows once its catalogue is loaded.
useUtilStore.subscribe((s, prev) => {
  if (s.lang !== prev.lang) void loadLanguage(s.lang).then(() => i18n.changeLanguage(s.lang));
});
document.documentElement.lang = i18n.language;
i18n.on("languageChanged", (lng) => (document.documentElement.lang = lng));

export { i18n };
