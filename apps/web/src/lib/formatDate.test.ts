import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay, today } from "./formatDate";

describe("dates", () => {
  it("today is the reader's local calendar date, zero-padded", () => {
    expect(today(new Date(2026, 0, 5, 8, 30))).toBe("2026-01-05");
    // 23:59 local is still that day whatever UTC says.
    expect(today(new Date(2026, 10, 25, 23, 59))).toBe("2026-11-25");
  });

  it("a calendar day is shown as written", () => {
    expect(formatDay("2027-01-10", "en")).toBe("Jan 10, 2027");
    expect(formatDay("2027-01-10", "ja")).toBe("2027/01/10");
  });

  it("each language and kind keeps its own format when calls mix (formatters are kept per locale and kind)", () => {
    const iso = "2026-11-22T09:05:00Z";
    const en = formatDateTime(iso, "en");
    const ja = formatDateTime(iso, "ja");
    expect(en).toMatch(/^Nov 2[12], 2026, \d{1,2}:05 [AP]M$/);
    expect(ja).toMatch(/^2026\/11\/2[12] \d{1,2}:05$/);
    expect(formatDay("2027-01-10", "ja")).toBe("2027/01/10");
    expect(formatDateTime(iso, "en")).toBe(en);
    expect(formatDay(iso, "en")).toMatch(/^Nov 2[12], 2026$/);
    expect(formatDay("2027-01-10", "en")).toBe("Jan 10, 2027");
    expect(formatDateTime(iso, "en", { seconds: true })).toMatch(/^Nov 2[12], 2026, \d{1,2}:05:00 [AP]M$/);
    expect(formatDateTime(iso, "ja", { seconds: true })).toMatch(/^2026\/11\/2[12] \d{1,2}:05:00$/);
  });
});
