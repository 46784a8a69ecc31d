import { locale } from "./formatDate";

// The one number format of the app, like lib/formatDate for dates; formatters made once.
const numberFormatters = new Map<string, Intl.NumberFormat>();
/** A quantity in the reader's language (1,234.5 / 1,234.5), at most `digits` decimals (3, as toLocaleString). */
export function formatNumber(n: number, lang: string, digits = 3): string {
  const key = `${locale(lang)} ${digits}`;
  let f = numberFormatters.get(key);
  if (!f) numberFormatters.set(key, (f = new Intl.NumberFormat(locale(lang), { maximumFractionDigits: digits })));
  return f.format(n);
}
