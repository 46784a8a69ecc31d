import { describe, expect, it } from "vitest";
import { parseTypedNumber } from "./parseTypedNumber";

describe("parseTypedNumber", () => {
  it("reads a decimal point or comma, and nothing typed as undefined", () => {
    expect(parseTypedNumber(" 12.5 ")).toBe(12.5);
    expect(parseTypedNumber("1,5")).toBe(1.5);
    expect(parseTypedNumber("0")).toBe(0);
    expect(parseTypedNumber(".5")).toBe(0.5);
    expect(parseTypedNumber("1.5e-3")).toBe(0.0015);
    expect(parseTypedNumber("  ")).toBeUndefined();
  });

  it("reads commas grouping thousands as English and Japanese write them: 1,000 g is 1000 g, not 1 g", () => {
    expect(parseTypedNumber("1,000")).toBe(1000);
    expect(parseTypedNumber("12,345.6")).toBe(12345.6);
    expect(parseTypedNumber("1,234,567")).toBe(1234567);
    // Not a grouping: a decimal comma.
    expect(parseTypedNumber("0,500")).toBe(0.5);
    expect(parseTypedNumber("1,50")).toBe(1.5);
  });

  it("reads the full-width digits, comma, point and minus of a Japanese input method", () => {
    expect(parseTypedNumber("２５０")).toBe(250);
    expect(parseTypedNumber("１，０００．５")).toBe(1000.5);
    expect(parseTypedNumber("０．５")).toBe(0.5);
    expect(parseTypedNumber("－１")).toBe(-1);
  });

  it("passes what is not a number on as text, for the schema to refuse", () => {
    expect(parseTypedNumber("abc")).toBe("abc");
    expect(parseTypedNumber("Infinity")).toBe("Infinity");
    // Number() reads other bases: 0x10 mL became 16 mL in the container import.
    for (const other of ["0x10", "0b11", "0o7", "1_000"]) expect(parseTypedNumber(other)).toBe(other);
  });
});
