import { describe, expect, it } from "vitest";
import { formatNumber } from "./formatNumber";

describe("numbers", () => {
  it("groups thousands and keeps at most the asked decimals, in both languages", () => {
    expect(formatNumber(1234.56789, "en")).toBe("1,234.568");
    expect(formatNumber(1234.56789, "ja")).toBe("1,234.568");
    expect(formatNumber(0.125, "en", 2)).toBe("0.13");
    expect(formatNumber(9999, "ja", 0)).toBe("9,999");
    // The same number with other digits is not served by the first formatter made.
    expect(formatNumber(1234.56789, "en")).toBe("1,234.568");
  });
});
