import { describe, expect, it } from "vitest";
import { parseTypedNumber } from "./parseTypedNumber";

describe("parseTypedNumber", () => {
  it("reads a decimal point or comma, and nothing typed as undefined", () => {
    expect(parseTypedNumber(" 12.5 ")).toBe(12.5);
    expect(parseTypedNumber("1,5")).toBe(1.5);
    expect(parseTypedNumber("0")).toBe(0);
    expect(parseTypedNumber("  ")).toBeUndefined();
  });

  it("passes what is not a number on as text, for the schema to refuse", () => {
    expect(parseTypedNumber("abc")).toBe("abc");
    expect(parseTypedNumber("Infinity")).toBe("Infinity");
  });
});
