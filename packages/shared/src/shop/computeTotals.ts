// Consumption tax per Japan's qualified-invoice rules: tax is computed once per
// order and per rate on the sum of that rate's line subtotals, and rounded down
// once per rate; never per line (per-line rounding drifts by a yen per line).
// Rates are integer percents (10, 8) so every step stays in exact integer math:
// 0.1 and 0.08 are not exact in binary floating point.

export type TotalsLineInput = {
  unitPrice: number; // whole yen, tax excluded
  quantity: number;
  taxRate: number; // integer percent, e.g. 10 or 8
};

export type RateTotals = { rate: number; subtotal: number; tax: number };

export type OrderTotals<L extends TotalsLineInput> = {
  lines: (L & { subtotal: number })[];
  byRate: RateTotals[]; // highest rate first, as invoices list 10% before 8%
  subtotal: number; // tax excluded
  tax: number;
  total: number; // tax included
};

function assertWholeNonNegative(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`computeTotals: ${what} must be a non-negative whole number, got ${value}`);
  }
}

export function computeTotals<L extends TotalsLineInput>(lines: readonly L[]): OrderTotals<L> {
  const subtotalByRate = new Map<number, number>();
  const withSubtotals = lines.map((line) => {
    assertWholeNonNegative(line.unitPrice, "unitPrice");
    assertWholeNonNegative(line.quantity, "quantity");
    assertWholeNonNegative(line.taxRate, "taxRate");
    const subtotal = line.unitPrice * line.quantity;
    if (!Number.isSafeInteger(subtotal)) throw new RangeError("computeTotals: line subtotal too large");
    subtotalByRate.set(line.taxRate, (subtotalByRate.get(line.taxRate) ?? 0) + subtotal);
    return { ...line, subtotal };
  });

  const byRate = [...subtotalByRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, subtotal]) => {
      // subtotal * rate is an exact integer; floor division by 100 is the one rounding.
      const scaled = subtotal * rate;
      if (!Number.isSafeInteger(scaled)) throw new RangeError("computeTotals: order too large");
      return { rate, subtotal, tax: (scaled - (scaled % 100)) / 100 };
    });

  const subtotal = byRate.reduce((sum, r) => sum + r.subtotal, 0);
  const tax = byRate.reduce((sum, r) => sum + r.tax, 0);
  return { lines: withSubtotals, byRate, subtotal, tax, total: subtotal + tax };
}
