import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { useUtilStore, type Lang } from "../state/utilStore";

// One chunk per language: the login screen carries only the catalogue it shows.
const bundles: Record<Lang, () => Promise<{ default: Record<string, Record<string, unknown>> }>> = {
  en: () => import("./bundles/en"),
  ja: () => import("./bundles/ja"),
};

/** Every `locales/<lang>/<namespace>.json` is picked up; a feature adds its own namespace file. */
async function loadLanguage(lang: Lang) {
  if (i18n.hasResourceBundle(lang, "common")) return;
  const { default: files } = await bundles[lang]();
  for (const [file, messages] of Object.entries(files)) {
    const [, ns] = /\/(\w+)\.json$/.exec(file)!;
    i18n.addResourceBundle(lang, ns, messages, true, true);
  }
}

const initial = useUtilStore.getState().lang;
await i18n.use(initReactI18next).init({
  resources: {},
  lng: initial,
  fallbackLng: "en",
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
});
await loadLanguage(initial);

// The app bar switch writes util.lang; the whole UI follows once its catalogue is loaded.
useUtilStore.subscribe((s, prev) => {
  if (s.lang !== prev.lang) void loadLanguage(s.lang).then(() => i18n.changeLanguage(s.lang));
});
document.documentElement.lang = i18n.language;
i18n.on("languageChanged", (lng) => (document.documentElement.lang = lng));

export { i18n };
