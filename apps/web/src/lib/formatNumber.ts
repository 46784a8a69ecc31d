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

/**
 * The same format for a number inside a message (`{{max, number}}`): the value may come as text
 * out of a shared schema's message key ("validation.tooLongMax?max=2000").
 */
export function addAppNumberFormat(i18n: { services: { formatter?: { add(name: string, fc: (value: unknown, lng: string | undefined) => string): void } } }) {
  i18n.services.formatter?.add("number", (value, lng) => formatNumber(Number(value), lng ?? "en"));
}
