import { inventoryMessages } from "@eln/shared/inventory";
import { i18n } from "../../i18n/i18n";
import "../materials/materialsI18n";

// The shared inventory schemas emit validation.* keys that live with them in @eln/shared.
for (const lang of ["en", "ja"] as const) {
  for (const [key, text] of Object.entries(inventoryMessages[lang])) {
    const dot = key.indexOf(".");
    const ns = key.slice(0, dot);
    const k = key.slice(dot + 1);
    if (!i18n.exists(k, { ns, lng: lang, fallbackLng: false })) i18n.addResource(lang, ns, k, text);
  }
}
