// Dates as instruments and spreadsheets write them: 2024-01-05, 2024/01/05 12:34, 2024-01-05T12:34:56.789Z.
// Year first only: 01/05/2024 is ambiguous between countries, so such a column stays text.
const DATE_TIME =
  /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Epoch milliseconds of a date/time cell, NaN if it is not one. Without a zone the time is local,
 * as the instrument's clock showed it, which is also how the chart's time axis prints it.
 */
export function parseCsvDateTime(cell: string): number {
  const m = DATE_TIME.exec(cell);
  if (!m) return NaN;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = m[4] ? Number(m[4]) : 0;
  const minute = m[5] ? Number(m[5]) : 0;
  const second = m[6] ? Number(m[6]) : 0;
  const ms = m[7] ? Math.round(Number(`0.${m[7]}`) * 1000) : 0;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59) {
    return NaN;
  }
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const zone = m[8];
  if (!zone) return utc - localOffsetMs(utc);
  if (zone === "Z") return utc;
  const sign = zone[0] === "-" ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  const offsetMinutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return utc - sign * offsetMinutes * 60_000;
}

// Building a local Date for each of 200,000 cells is slow; the zone offset only changes on an hour
// boundary (daylight saving), and consecutive rows share the hour, so remember the last one.
let cachedHour = NaN;
let cachedOffset = 0;
/** How far local wall-clock time runs ahead of UTC at that wall-clock time (JST: +9 h). */
function localOffsetMs(wallClockAsUtc: number): number {
  const hour = Math.floor(wallClockAsUtc / 3_600_000);
  if (hour !== cachedHour) {
    const d = new Date(hour * 3_600_000);
    const localEpoch = new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours()).getTime();
    cachedOffset = hour * 3_600_000 - localEpoch;
    cachedHour = hour;
  }
  return cachedOffset;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function daysInMonth(year: number, month: number): number {
  if (month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) return 29;
  return DAYS_IN_MONTH[month - 1];
}
