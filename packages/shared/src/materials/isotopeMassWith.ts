import type { MF as MFClass } from "mf-parser";

// The exact mass of an explicit isotope (D, T, [13C], [15N]) as mf-parser knows it; null when it
// knows no such isotope. Shared by the Node and browser lookups (see isotopeMasses*.ts).
const cache = new Map<string, number | null>();

export function isotopeMassWith(MF: typeof MFClass, symbol: string): number | null {
  if (!cache.has(symbol)) {
    let mass: number | null;
    try {
      const m = new MF(symbol).getInfo().mass;
      mass = Number.isFinite(m) && m > 0 ? m : null;
    } catch {
      mass = null;
    }
    cache.set(symbol, mass);
  }
  return cache.get(symbol) ?? null;
}
