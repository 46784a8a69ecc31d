import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { useUtilStore } from "../state/utilStore";

// Every `locales/<lang>/<namespace>.json` is picked up; a feature adds its own namespace file.
const files = import.meta.glob("./locales/*/*.json", { eager: true, import: "default" }) as Record<string, Record<string, unknown>>;
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, messages] of Object.entries(files)) {
  const [, lang, ns] = /\.\/locales\/(\w+)\/(\w+)\.json$/.exec(file)!;
  (resources[lang] ??= {})[ns] = messages;
}
export const namespaces = Object.keys(resources.en ?? {});

void i18n.use(initReactI18next).init({
  resources,
  lng: useUtilStore.getState().lang,
  fallbackLng: "en",
  ns: namespaces,
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
});

// The app bar switch writes util.lang; the whole UI follows.
useUtilStore.subscribe((s, prev) => {
  if (s.lang !== prev.lang) void i18n.changeLanguage(s.lang);
});
document.documentElement.lang = i18n.language;
i18n.on("languageChanged", (lng) => (document.documentElement.lang = lng));

export { i18n };
