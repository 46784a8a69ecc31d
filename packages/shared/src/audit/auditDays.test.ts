import { describe, expect, it } from "vitest";
import { isTimeZone } from "../validation/timeZone";
import { startOfDayIn } from "./auditDays";

describe("audit filter days", () => {
  it("a day begins at the zone's midnight, not at UTC's", () => {
    expect(startOfDayIn("2026-11-28", "Asia/Tokyo").toISOString()).toBe("2026-11-27T15:00:00.000Z");
    expect(startOfDayIn("2026-11-28", "Asia/Tokyo", 1).toISOString()).toBe("2026-11-28T15:00:00.000Z");
    expect(startOfDayIn("2026-11-28", "UTC").toISOString()).toBe("2026-11-28T00:00:00.000Z");
  });

  it("follows daylight saving time on both sides of the change", () => {
    // New York: EST (UTC-5) until 8 March 2026 02:00, EDT (UTC-4) after.
    expect(startOfDayIn("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfDayIn("2026-03-08", "America/New_York", 1).toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(startOfDayIn("2026-12-31", "America/New_York", 1).toISOString()).toBe("2027-01-01T05:00:00.000Z");
  });

  it("knows real zone names only", () => {
    expect(isTimeZone("Asia/Tokyo")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
