/** Local date and time in the reader's language (e.g. 2026/11/22 09:05 or Nov 22, 2026, 9:05 AM). */
export function formatDateTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === "ja" ? "ja-JP" : "en-US", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}
