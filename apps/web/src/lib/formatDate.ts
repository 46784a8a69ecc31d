import { useTranslation } from "react-i18next";

// The one date format of the app: the reader's language picks the locale (2026/11/22 09:05 in
// Japanese, Nov 22, 2026, 9:05 AM in English), so every page writes dates the same way.
/** The reader's time zone, sent where the server writes dates for them (PDFs, audit filters). */
export const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The locale of the reader's language. */
export const locale = (lang: string) => (lang.startsWith("ja") ? "ja-JP" : "en-US");

// Making an Intl.DateTimeFormat costs about a millisecond (a notes table made sixty per render):
// one per locale and kind, made once.
const formatters = new Map<string, Intl.DateTimeFormat>();
type DateKind = "dateTime" | "dateTimeSeconds" | "day" | "calendarDay";
const dateOptions: Record<DateKind, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  // The audit trail: events a second apart must read apart.
  dateTimeSeconds: { dateStyle: "medium", timeStyle: "medium" },
  day: { dateStyle: "medium" },
  calendarDay: { dateStyle: "medium", timeZone: "UTC" },
};
function formatter(lang: string, kind: DateKind): Intl.DateTimeFormat {
  const key = `${locale(lang)} ${kind}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale(lang), dateOptions[kind]);
    formatters.set(key, f);
  }
  return f;
}

/** A moment (ISO timestamp), local date and time (to the second with `seconds`). */
export function formatDateTime(iso: string, lang: string, opts: { seconds?: boolean } = {}): string {
  return formatter(lang, opts.seconds ? "dateTimeSeconds" : "dateTime").format(new Date(iso));
}

/**
 * A day: a calendar date (YYYY-MM-DD, shown as written, whatever the time zone) or the local day of
 * a timestamp.
 */
export function formatDay(dayOrIso: string, lang: string): string {
  const calendar = /^\d{4}-\d{2}-\d{2}$/.test(dayOrIso);
  return formatter(lang, calendar ? "calendarDay" : "day").format(new Date(calendar ? `${dayOrIso}T00:00:00Z` : dayOrIso));
}

/** Today's calendar date where the reader is (YYYY-MM-DD): not the UTC date, a day behind in Japan before 09:00. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Both formatters bound to the reader's language. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  return { dateTime: (iso: string) => formatDateTime(iso, i18n.language), day: (d: string) => formatDay(d, i18n.language) };
}
