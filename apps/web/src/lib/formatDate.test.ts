import { describe, expect, it } from "vitest";
import { formatDay, today } from "./formatDate";

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
});
