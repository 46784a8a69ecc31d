import { materialMessages } from "@eln/shared/materials";
import { addSharedMessages } from "../../i18n/addSharedMessages";

// The shared materials schemas emit validation.* keys that live with them in @eln/shared.
addSharedMessages(materialMessages);

/** Name in the reader's language: the English name in English when there is one. */
export function materialName(m: { name: string; nameEn: string | null }, lang: string): string {
  return lang.startsWith("en") && m.nameEn ? m.nameEn : m.name;
}
