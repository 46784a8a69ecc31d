import { useTranslation } from "react-i18next";
import { formatYen } from "@eln/shared/shop";

/** Product names and units in the reader's language; money always as JPY, precision 0, Japanese formatting. */
export function useShopLang() {
  const { i18n } = useTranslation();
  const ja = i18n.language.startsWith("ja");
  return {
    ja,
    name: (p: { name: string; nameJa: string }) => (ja ? p.nameJa : p.name),
    unit: (p: { unit: string; unitJa: string }) => (ja ? p.unitJa : p.unit),
    yen: (n: number) => formatYen(n, ja ? "ja" : "en"),
    date: (iso: string) => new Date(iso).toLocaleString(ja ? "ja-JP" : "en-GB", { dateStyle: "medium", timeStyle: "short" }),
    day: (iso: string) => new Date(iso).toLocaleDateString(ja ? "ja-JP" : "en-GB", { dateStyle: "medium" }),
  };
}
