// The spec fixes money display to "JPY, precision 0, Japanese formatting", so the
// language switch does not change how a price looks: both languages get ja-JP
// (fullwidth yen sign, comma groups). `lang` is kept so call sites stay uniform
// with other formatters and can diverge later without touching every caller.
const yenFormatter = new Intl.NumberFormat("ja-JP", {
  style: "currency",
  currency: "JPY",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export type ShopLang = "en" | "ja";

export function formatYen(amount: number, _lang: ShopLang = "ja"): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatYen: not a finite amount: ${amount}`);
  // Normalise -0 (e.g. from a discount of 0) so it never prints as "-￥0".
  return yenFormatter.format(amount === 0 ? 0 : amount);
}
