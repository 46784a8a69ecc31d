import suppliers from "./premadeCatalogs.json" with { type: "json" };

// Premade catalogs shipped as seed data (GET /api/catalogs/premade): six suppliers of a
// Japanese lab, about 450 products. Prices are plausible list prices in whole yen, tax
// excluded. Suppliers and makers are fictional on purpose: invented catalogue numbers
// must not pass for a real brand's. The products are data in premadeCatalogs.json, a
// family per line (one item in its pack sizes or specs); catalogue numbers, stock,
// delivery days and the "delayed" flag are derived here, from a hash of the catalogue
// number, so the data is varied yet the same on every run (tests and screenshots stay stable).

export type ProductCategory = "reagent" | "glassware" | "consumable" | "equipment" | "office" | "food";

/** A row of the products table, as shipped. */
export type PremadeProduct = {
  id: string; // catalogue number, unique across all catalogs
  name: string;
  nameJa: string;
  maker: string;
  makerJa: string;
  category: ProductCategory;
  unit: string; // unit of sale, e.g. "500 mL", "100 pcs"; quantity and moq count these
  unitJa: string;
  unitPrice: number; // per unit of sale, whole yen, tax excluded
  moq: number;
  stock: number; // units of sale on hand; 0 = out of stock, delivery date undecided
  deliveryDays: number;
  delayed: boolean;
  taxRate: 8 | 10; // 8 = reduced rate (food and non-alcoholic drinks)
  casNumber: string | null;
};

export type PremadeCatalog = {
  supplier: string;
  supplierJa: string;
  title: string;
  titleJa: string;
  products: PremadeProduct[];
};

// ---- the data file's format ----------------------------------------------------------

// [spec appended to the name ('' for none, or [en, ja] when it needs translating),
//  unit of sale, price in yen, moq (default 1)]
type Variant = [spec: string | [string, string], unit: string, priceYen: number, moq?: number];
type Family = {
  en: string;
  ja: string;
  maker: string;
  makerJa: string; // the maker's name in Japanese, shown in the Japanese shop
  cas?: string;
  category?: ProductCategory; // defaults to the supplier's
  taxRate?: 8 | 10;
  variants: Variant[];
};

// ---- building the products ----------------------------------------------------------

// FNV-1a plus murmur3's final mix: a tiny, stable string hash so derived values never
// change between runs; the mix spreads near-identical catalogue numbers evenly.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

// Units of sale in Japanese: counters replace the English count words.
const unitWordsJa: [RegExp, string][] = [
  [/ × (\d+) racks$/, "本 × $1ラック"],
  [/ pcs?$/, "個"],
  [/ sheets? × (\d+) packs$/, "枚 × $1パック"],
  [/ sheets$/, "枚"],
  [/ bags$/, "袋"],
  [/ rolls?$/, "巻"],
  [/ plates$/, "枚"],
  [/ strips$/, "本"],
  [/ labels$/, "枚"],
  [/ tablets$/, "錠"],
  [/ pairs$/, "膳"],
  [/ servings$/, "食"],
  [/ packs$/, "袋"],
  [/ pads$/, "冊"],
  [/ preps$/, "回分"],
  [/ units?$/, "台"],
  [/ sets?$/, "セット"],
  [/ cases?$/, "ケース"],
];

export function unitToJa(unit: string): string {
  for (const [pattern, replacement] of unitWordsJa) {
    if (pattern.test(unit)) return unit.replace(pattern, replacement);
  }
  return unit; // metric sizes (500 mL, 25 g, 250 U) read the same in Japanese
}

type SupplierConfig = {
  prefix: string; // catalogue-number prefix, unique per supplier
  category: ProductCategory;
  days: [number, number]; // usual delivery time range, in days
  stock: [number, number]; // usual stock range, in units of sale
};

function buildProducts(families: Family[], cfg: SupplierConfig): PremadeProduct[] {
  const products: PremadeProduct[] = [];
  families.forEach((fam, fi) => {
    fam.variants.forEach(([spec, unit, priceYen, moq = 1], vi) => {
      const [specEn, specJa] = typeof spec === "string" ? [spec, spec] : spec;
      const sku = `${cfg.prefix}-${String(fi + 1).padStart(3, "0")}-${String(vi + 1).padStart(2, "0")}`;
      const h = hash(sku);
      const category = fam.category ?? cfg.category;
      const outOfStock = h % 17 === 3;
      const delayed = !outOfStock && h % 19 === 7;
      // Costly instruments are kept in ones and twos; cheap goods in dozens or hundreds.
      const [lo, hi] = priceYen >= 100_000 ? [1, 3] : priceYen >= 20_000 ? [2, 12] : cfg.stock;
      const stockUnits = outOfStock ? 0 : lo + ((h >>> 8) % (hi - lo + 1));
      const [dLo, dHi] = cfg.days;
      const baseDays = dLo + ((h >>> 16) % (dHi - dLo + 1));
      products.push({
        id: sku,
        name: specEn ? `${fam.en}, ${specEn}` : fam.en,
        nameJa: specJa ? `${fam.ja} ${specJa}` : fam.ja,
        maker: fam.maker,
        makerJa: fam.makerJa,
        category,
        unit,
        unitJa: unitToJa(unit),
        unitPrice: priceYen,
        moq,
        // Stock is kept in whole multiples of the moq, as a distributor would hold it.
        stock: stockUnits === 0 ? 0 : Math.max(moq, Math.ceil(stockUnits / moq) * moq),
        // A delayed item waits for the maker: two to five weeks instead of days.
        deliveryDays: delayed ? 14 + ((h >>> 4) % 22) : baseDays,
        delayed,
        taxRate: fam.taxRate ?? 10,
        casNumber: fam.cas ?? null,
      });
    });
  });
  return products;
}

type SupplierData = SupplierConfig & Omit<PremadeCatalog, "products"> & { families: Family[] };

export const premadeCatalogs: PremadeCatalog[] = (suppliers as SupplierData[]).map((s) => ({
  supplier: s.supplier,
  supplierJa: s.supplierJa,
  title: s.title,
  titleJa: s.titleJa,
  products: buildProducts(s.families, s),
}));
