/**
 * A date and time as the app writes it in each of `locales` (Nov 24, 2026, 8:30 AM / 2026/11/24 8:30),
 * in the reader's time zone and naming it: a UTC time put a Japanese lab's evening on the next
 * day's morning. Several locales are joined with " / " (the bilingual risk report).
 */
export function pdfDateTime(d: Date, timeZone: string, locales: string[]): string {
  const inLocale = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(d);
  const zone = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" }).formatToParts(d).find((p) => p.type === "timeZoneName")?.value;
  return `${locales.map(inLocale).join(" / ")} (${timeZone === "UTC" ? "UTC" : `${timeZone}, ${zone}`})`;
}

/**
 * The date and time for a file name (20261124-2030), in the same time zone as the date printed
 * in the file, so the name and the report agree on the day.
 */
export function fileDateStamp(d: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}${part("month")}${part("day")}-${part("hour")}${part("minute")}`;
}
