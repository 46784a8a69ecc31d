import { useTranslation } from "react-i18next";
import { formatYen } from "@eln/shared/shop";
import { formatDateTime, formatDay } from "../../lib/formatDate";

/** Product names, units and catalog names in the reader's language; money always as JPY, precision 0, Japanese formatting. */
export function useShopLang() {
  const { i18n } = useTranslation();
  const ja = i18n.language.startsWith("ja");
  return {
    ja,
    name: (p: { name: string; nameJa: string }) => (ja ? p.nameJa : p.name),
    unit: (p: { unit: string; unitJa: string }) => (ja ? p.unitJa : p.unit),
    /** The maker, as product and supplier names are: in Japanese when there is a Japanese name. */
    maker: (p: { maker: string; makerJa: string | null }) => (ja && p.makerJa ? p.makerJa : p.maker),
    /** Name and pack, for a control's spoken name: one product comes in several packs under one name. */
    item: (p: { name: string; nameJa: string; unit: string; unitJa: string }) => (ja ? `${p.nameJa}（${p.unitJa}）` : `${p.name} (${p.unit})`),
    /** A catalog's title and supplier; a catalog without Japanese ones shows the English ones. */
    catalogNames: (c: { title: string; titleJa: string | null; supplier: string | null; supplierJa: string | null }) => ({
      title: ja && c.titleJa ? c.titleJa : c.title,
      supplier: ja && c.supplierJa ? c.supplierJa : c.supplier,
    }),
    yen: (n: number) => formatYen(n, ja ? "ja" : "en"),
    // Dates as everywhere else in the app (lib/formatDate).
    date: (iso: string) => formatDateTime(iso, i18n.language),
    day: (iso: string) => formatDay(iso, i18n.language),
  };
}
