import { describe, expect, it } from "vitest";
import { formatYen } from "./formatYen";

describe("formatYen", () => {
  it("formats whole yen the Japanese way with a fullwidth yen sign and comma groups", () => {
    expect(formatYen(1234, "ja")).toBe("￥1,234");
    expect(formatYen(1234567, "ja")).toBe("￥1,234,567");
    expect(formatYen(0, "ja")).toBe("￥0");
  });

  it("uses the same Japanese formatting when the UI is in English", () => {
    expect(formatYen(1234, "en")).toBe("￥1,234");
    expect(formatYen(98000, "en")).toBe(formatYen(98000, "ja"));
  });

  it("shows no decimals (precision 0) and never prints -0", () => {
    expect(formatYen(1500.4, "ja")).toBe("￥1,500");
    expect(formatYen(-0, "ja")).toBe("￥0");
    expect(formatYen(-1200, "ja")).toBe("-￥1,200");
  });

  it("refuses amounts that are not numbers", () => {
    expect(() => formatYen(Number.NaN, "ja")).toThrow(RangeError);
    expect(() => formatYen(Number.POSITIVE_INFINITY, "en")).toThrow(RangeError);
  });
});
