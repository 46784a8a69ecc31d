// The spec fixes money display to "JPY, precision 0, Japanese formatting", so the
// language switch does not change how a price looks: both languages get ja-JP
// (fullwidth yen sign, comma groups). `lang` is kept so call sites stay uniform
// with other formatters and can diverge later without touching every caller.
// Built on first use, not when the module loads: the first Intl formatter of a page costs ~20 ms
// (its locale data), and this module is in the login screen's code, which shows no price.
let yenFormatter: Intl.NumberFormat | undefined;
const yen = () =>
  (yenFormatter ??= new Intl.NumberFormat("ja-JP", {
    style: "currency",
    currency: "JPY",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }));

export type ShopLang = "en" | "ja";

export function formatYen(amount: number, _lang: ShopLang = "ja"): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatYen: not a finite amount: ${amount}`);
  // Normalise -0 (e.g. from a discount of 0) so it never prints as "-￥0".
  return yen().format(amount === 0 ? 0 : amount);
}
