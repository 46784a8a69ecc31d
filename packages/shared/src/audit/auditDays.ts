/**
 * The audit filters' calendar days are the reader's days: the screen shows each event's time in
 * the browser's time zone, so "from 28 Nov to 28 Nov" must mean the 28th there, not in UTC (in
 * Tokyo a UTC day starts at 09:00 and would drop the morning's events from the list and the CSV).
 */

/** How far the zone's wall clock is ahead of UTC at the instant `t` (ms). */
function zoneOffset(t: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(t));
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second")) - t;
}

/** The instant a calendar day (YYYY-MM-DD) begins in `timeZone`; `addDays` moves the day first. */
export function startOfDayIn(day: string, timeZone: string, addDays = 0): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + addDays * 86_400_000;
  // Twice: the offset that applies is the one at the answer (a day that starts just after a DST change).
  const guess = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(guess, timeZone));
}
