// Every `locales/en/<namespace>.json` in one chunk, loaded only when en is the language in use.
export default import.meta.glob("../locales/en/*.json", { eager: true, import: "default" }) as Record<string, Record<string, unknown>>;
