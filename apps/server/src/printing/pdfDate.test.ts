import { describe, expect, it } from "vitest";
import { fileDateStamp, pdfDateTime } from "./pdfDate";

describe("fileDateStamp", () => {
  // 20:30 UTC on 24 Nov is already the 25th in Tokyo: the file name must say the 25th, as the report does.
  const evening = new Date("2026-11-24T20:30:00Z");

  it("writes the date and time in the given time zone, as the printed date does", () => {
    expect(fileDateStamp(evening, "Asia/Tokyo")).toBe("20261125-0530");
    expect(pdfDateTime(evening, "Asia/Tokyo", ["en-US"])).toContain("Nov 25, 2026, 5:30 AM");
    expect(fileDateStamp(evening, "UTC")).toBe("20261124-2030");
    expect(fileDateStamp(evening, "America/New_York")).toBe("20261124-1530");
  });

  it("writes midnight as 00, not 24", () => {
    expect(fileDateStamp(new Date("2026-11-24T15:00:00Z"), "Asia/Tokyo")).toBe("20261125-0000");
  });
});
