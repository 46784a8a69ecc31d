import { normalizeUnit, unitDimension, type QuantityUnit } from "../materials/units";
import { parseTypedNumber } from "../validation/parseTypedNumber";

/**
 * What one unit of sale holds, read from the product's pack ("500 mL", "3 L", "25 g",
 * "2 × 250 µL"): the amount and unit of one container, and how many containers a pack is.
 * Null when the pack is not a mass or a volume ("100 pcs", "1 set", "250 U"): receiving then
 * has nothing to fill in, and the person types the amount.
 */
export function parsePackSize(pack: string): { amount: number; unit: QuantityUnit; perPack: number } | null {
  const m = /^\s*(?:(\d+)\s*[×x*]\s*)?([\d.,]+)\s*([^\d\s]+)\s*$/i.exec(pack.normalize("NFKC").replace(/\u03bc/g, "µ"));
  if (!m) return null;
  // NFKC turns the micro sign into the Greek mu; the app's units spell it with the micro sign.
  const unit = normalizeUnit(m[3]!.replace(/\u03bc/g, "µ"));
  const dimension = unitDimension(unit);
  if (dimension !== "mass" && dimension !== "volume") return null;
  const amount = parseTypedNumber(m[2]!);
  if (typeof amount !== "number" || !(amount > 0)) return null;
  const perPack = m[1] ? Number(m[1]) : 1;
  if (!Number.isInteger(perPack) || perPack < 1) return null;
  return { amount, unit: unit as QuantityUnit, perPack };
}
