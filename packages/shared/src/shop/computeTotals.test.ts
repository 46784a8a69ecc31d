import { describe, expect, it } from "vitest";
import { computeTotals } from "./computeTotals";

describe("computeTotals", () => {
  it("gives each line its subtotal and keeps the line's own fields", () => {
    const t = computeTotals([{ unitPrice: 1500, quantity: 3, taxRate: 10, productId: "AC-001" }]);
    expect(t.lines).toEqual([{ unitPrice: 1500, quantity: 3, taxRate: 10, productId: "AC-001", subtotal: 4500 }]);
    expect(t.byRate).toEqual([{ rate: 10, subtotal: 4500, tax: 450 }]);
    expect(t).toMatchObject({ subtotal: 4500, tax: 450, total: 4950 });
  });

  it.each([
    // Per line: floor(10.5) = 10, three times = 30. Per rate: floor(31.5) = 31.
    { rate: 10, unitPrice: 105, lines: 3, subtotal: 315, tax: 31 },
    // Per line: floor(8.96) = 8, twice = 16. Per rate: floor(17.92) = 17.
    { rate: 8, unitPrice: 112, lines: 2, subtotal: 224, tax: 17 },
  ])("rounds $rate% tax down once on the rate's sum, not per line", ({ rate, unitPrice, lines, subtotal, tax }) => {
    const t = computeTotals(Array.from({ length: lines }, () => ({ unitPrice, quantity: 1, taxRate: rate })));
    expect(t.byRate).toEqual([{ rate, subtotal, tax }]);
    expect(t).toMatchObject({ subtotal, tax, total: subtotal + tax });
  });

  it("keeps 10% and 8% apart, each rounded down once, 10% listed first", () => {
    const t = computeTotals([
      { unitPrice: 2980, quantity: 1, taxRate: 8 }, // coffee
      { unitPrice: 1575, quantity: 3, taxRate: 10 }, // 4725
      { unitPrice: 499, quantity: 1, taxRate: 8 }, // snacks
      { unitPrice: 333, quantity: 1, taxRate: 10 },
    ]);
    // 10%: 4725 + 333 = 5058 -> floor(505.8) = 505
    // 8%: 2980 + 499 = 3479 -> floor(278.32) = 278 (per line 238 + 39 = 277)
    expect(t.byRate).toEqual([
      { rate: 10, subtotal: 5058, tax: 505 },
      { rate: 8, subtotal: 3479, tax: 278 },
    ]);
    expect(t).toMatchObject({ subtotal: 8537, tax: 783, total: 9320 });
  });

  it("rounds down, never up or to nearest", () => {
    const t = computeTotals([{ unitPrice: 1999, quantity: 1, taxRate: 10 }]);
    expect(t.byRate[0].tax).toBe(199); // 199.9
    const u = computeTotals([{ unitPrice: 1249, quantity: 1, taxRate: 8 }]);
    expect(u.byRate[0].tax).toBe(99); // 99.92
  });

  it("stays exact for large orders", () => {
    const t = computeTotals([{ unitPrice: 680_000, quantity: 9_999, taxRate: 10 }]);
    expect(t.byRate[0]).toEqual({ rate: 10, subtotal: 6_799_320_000, tax: 679_932_000 });
    expect(t.total).toBe(7_479_252_000);
  });

  it("answers zeros for an empty cart", () => {
    expect(computeTotals([])).toEqual({ lines: [], byRate: [], subtotal: 0, tax: 0, total: 0 });
  });

  it("refuses fractional or negative prices, quantities and rates", () => {
    expect(() => computeTotals([{ unitPrice: 10.5, quantity: 1, taxRate: 10 }])).toThrow(RangeError);
    expect(() => computeTotals([{ unitPrice: 100, quantity: -1, taxRate: 10 }])).toThrow(RangeError);
    expect(() => computeTotals([{ unitPrice: 100, quantity: 1, taxRate: 0.1 }])).toThrow(RangeError);
  });
});
