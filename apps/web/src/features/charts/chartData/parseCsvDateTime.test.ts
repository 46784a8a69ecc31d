import { describe, expect, it } from "vitest";
import { parseCsvDateTime } from "./parseCsvDateTime";

describe("parseCsvDateTime", () => {
  it("reads local wall-clock times exactly as Date does, across daylight-saving changes", () => {
    // Run under any TZ; US and EU clocks change in March, October and November.
    for (const [y, mo, d] of [
      [2024, 3, 10],
      [2024, 3, 31],
      [2024, 10, 27],
      [2024, 11, 3],
      [2024, 2, 29],
    ]) {
      for (let h = 0; h < 24; h++) {
        const cell = `${y}/${String(mo).padStart(2, "0")}/${d} ${h}:15:30.250`;
        expect(parseCsvDateTime(cell), cell).toBe(new Date(y, mo - 1, d, h, 15, 30, 250).getTime());
      }
    }
  });

  it("honours an explicit zone", () => {
    expect(parseCsvDateTime("2024-01-05T12:00:00Z")).toBe(Date.UTC(2024, 0, 5, 12));
    expect(parseCsvDateTime("2024-01-05T21:00:00+09:00")).toBe(Date.UTC(2024, 0, 5, 12));
    expect(parseCsvDateTime("2024-01-05 07:00-0500")).toBe(Date.UTC(2024, 0, 5, 12));
  });

  it("rejects impossible or ambiguous dates", () => {
    for (const cell of ["2023-02-29", "2024-13-01", "2024-04-31", "2024-01-01 24:00", "05/01/2024", "2024-01-01x"]) {
      expect(parseCsvDateTime(cell), cell).toBeNaN();
    }
    expect(parseCsvDateTime("2024-02-29")).toBe(new Date(2024, 1, 29).getTime());
  });
});
