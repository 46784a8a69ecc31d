// Every `locales/ja/<namespace>.json` in one chunk, loaded only when ja is the language in use.
export default import.meta.glob("../locales/ja/*.json", { eager: true, import: "default" }) as Record<string, Record<string, unknown>>;
