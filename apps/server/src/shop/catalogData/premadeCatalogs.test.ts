import { describe, expect, it } from "vitest";
import { deliveryStatus } from "@eln/shared/shop";
import { premadeCatalogs, unitToJa } from "./premadeCatalogs";

const products = premadeCatalogs.flatMap((c) => c.products);
const bySku = (sku: string) => products.find((p) => p.id === sku);

// CAS registry numbers end in a check digit: the other digits weighted 1, 2, 3 ...
// from the right, summed, modulo 10. A typo in the table fails this.
function casIsValid(cas: string): boolean {
  const m = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas);
  if (!m) return false;
  const digits = (m[1] + m[2]).split("").reverse();
  const sum = digits.reduce((acc, d, i) => acc + Number(d) * (i + 1), 0);
  return sum % 10 === Number(m[3]);
}

describe("premadeCatalogs", () => {
  it("ships at least 5 supplier catalogs and 300 products, every catalog named in both languages", () => {
    expect(premadeCatalogs.length).toBeGreaterThanOrEqual(5);
    expect(products.length).toBeGreaterThanOrEqual(300);
    for (const c of premadeCatalogs) {
      expect(c.products.length).toBeGreaterThan(0);
      expect(c.title.trim()).not.toBe("");
      expect(c.titleJa).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(c.supplierJa).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
    expect(new Set(premadeCatalogs.map((c) => c.supplier)).size).toBe(premadeCatalogs.length);
  });

  it("gives every product a unique catalogue number", () => {
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
  });

  it("prices every product in positive whole yen, with moq and stock as whole counts", () => {
    for (const p of products) {
      expect(Number.isSafeInteger(p.unitPrice) && p.unitPrice > 0, p.id).toBe(true);
      expect(Number.isInteger(p.moq) && p.moq >= 1, p.id).toBe(true);
      expect(Number.isInteger(p.stock) && p.stock >= 0, p.id).toBe(true);
      expect(Number.isInteger(p.deliveryDays) && p.deliveryDays >= 1, p.id).toBe(true);
      // Stock is held in whole multiples of the moq, so an in-stock item can always be ordered.
      expect(p.stock % p.moq, p.id).toBe(0);
    }
  });

  it("uses only the 10% and 8% rates, 8% for a few food and drink items only", () => {
    for (const p of products) expect([8, 10]).toContain(p.taxRate);
    const reduced = products.filter((p) => p.taxRate === 8);
    expect(reduced.length).toBeGreaterThan(0);
    expect(reduced.length).toBeLessThan(products.length / 20);
    for (const p of reduced) expect(p.category, p.id).toBe("food");
    for (const p of products.filter((q) => q.category === "food")) expect(p.taxRate, p.id).toBe(8);
  });

  it("has out-of-stock, delayed and standard items, and moq from 1 up to 100", () => {
    const kinds = new Set(products.map((p) => deliveryStatus(p).kind));
    expect([...kinds].sort()).toEqual(["delayed", "out_of_stock", "standard"]);
    expect(products.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(10);
    // A delayed product still has stock; out of stock is its own state.
    for (const p of products.filter((q) => q.delayed)) expect(p.stock, p.id).toBeGreaterThan(0);
    expect(new Set(products.map((p) => p.moq))).toEqual(new Set([1, 5, 10, 100]));
  });

  it("names every product in English and Japanese, with maker and category", () => {
    const categories = new Set(["reagent", "glassware", "consumable", "equipment", "office", "food"]);
    for (const p of products) {
      expect(p.name, p.id).toMatch(/[A-Za-z]/);
      expect(p.nameJa, p.id).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(p.maker.trim(), p.id).not.toBe("");
      // The Japanese shop names the maker in Japanese, as it does the product and the supplier.
      expect(p.makerJa, p.id).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(categories.has(p.category), p.id).toBe(true);
    }
    for (const c of ["reagent", "glassware", "consumable", "equipment"]) {
      expect(products.filter((p) => p.category === c).length, c).toBeGreaterThanOrEqual(30);
    }
  });

  it("gives units in Japanese without English count words", () => {
    expect(unitToJa("100 pcs")).toBe("100個");
    expect(unitToJa("96 × 10 racks")).toBe("96本 × 10ラック");
    expect(unitToJa("500 mL")).toBe("500 mL");
    for (const p of products) {
      expect(p.unitJa, p.id).toBe(unitToJa(p.unit));
      expect(p.unitJa, p.id).not.toMatch(/\b(pcs?|sheets?|bags?|rolls?|plates|strips|units?|sets?|cases?|packs|preps)\b/);
    }
  });

  it("carries valid CAS numbers on the reagents", () => {
    const withCas = products.filter((p) => p.casNumber !== null);
    expect(withCas.length).toBeGreaterThanOrEqual(100);
    for (const p of withCas) expect(casIsValid(p.casNumber!), `${p.id} ${p.casNumber}`).toBe(true);
    expect(casIsValid("67-64-2")).toBe(false); // the check itself can fail
    expect(bySku("AZC-001-01")?.casNumber).toBe("67-64-1");
  });

  it("prices common items in a realistic range", () => {
    const acetone = products.filter((p) => p.name.startsWith("Acetone,") && p.unit === "500 mL");
    expect(acetone.length).toBe(1);
    expect(acetone[0].unitPrice).toBeGreaterThanOrEqual(1200);
    expect(acetone[0].unitPrice).toBeLessThanOrEqual(2000);
    const racks = products.filter((p) => p.name.startsWith("Pipette tips, racked"));
    expect(racks.length).toBe(3);
    for (const p of racks) expect(p.unitPrice >= 3000 && p.unitPrice <= 6000, p.id).toBe(true);
    const gloves = products.filter((p) => p.name.startsWith("Nitrile gloves"));
    for (const p of gloves) expect(p.unitPrice >= 800 && p.unitPrice <= 2000, p.id).toBe(true);
    // Big instruments cost six figures and are held in ones and twos.
    for (const p of products.filter((q) => q.unitPrice >= 100_000)) expect(p.stock, p.id).toBeLessThanOrEqual(3);
  });

  it("is deterministic: a product keeps its number, price and derived stock", () => {
    expect(bySku("AZC-001-01")).toMatchObject({
      name: "Acetone, JIS special grade",
      nameJa: "アセトン（試薬特級）",
      maker: "Aozora Pure Chemicals",
      makerJa: "青空純薬",
      unit: "500 mL",
      unitPrice: 1480,
      taxRate: 10,
    });
    expect(bySku("AZC-001-02")?.stock).toBe(0);
    expect(bySku("KOL-012-01")).toMatchObject({ name: "Drip coffee, 8 g bags", taxRate: 8, category: "food" });
    expect(bySku("TBL-014-04")).toMatchObject({ unit: "1 pc", moq: 100 });
  });
});
