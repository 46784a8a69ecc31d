import { describe, expect, it } from "vitest";
import { parseTypedNumber } from "./parseTypedNumber";

/** One test a row: what is typed, and what parseTypedNumber makes of it. */
const reads = (cases: [typed: string, read: number | string | undefined][]) =>
  it.each(cases)("%j reads as %j", (typed, read) => {
    expect(parseTypedNumber(typed)).toBe(read);
  });

describe("parseTypedNumber", () => {
  describe("reads a decimal point or comma, and nothing typed as undefined", () => {
    reads([
      [" 12.5 ", 12.5],
      ["1,5", 1.5],
      ["0", 0],
      [".5", 0.5],
      ["1.5e-3", 0.0015],
      ["  ", undefined],
    ]);
  });

  describe("reads commas grouping thousands as English and Japanese write them: 1,000 g is 1000 g, not 1 g", () => {
    reads([
      ["1,000", 1000],
      ["12,345.6", 12345.6],
      ["1,234,567", 1234567],
      // Not a grouping: a decimal comma.
      ["0,500", 0.5],
      ["1,50", 1.5],
    ]);
  });

  describe("reads the full-width digits, comma, point and minus of a Japanese input method", () => {
    reads([
      ["２５０", 250],
      ["１，０００．５", 1000.5],
      ["０．５", 0.5],
      ["－１", -1],
    ]);
  });

  describe("passes what is not a number on as text, for the schema to refuse", () => {
    reads([
      ["abc", "abc"],
      ["Infinity", "Infinity"],
      // Number() reads other bases: 0x10 mL became 16 mL in the container import.
      ["0x10", "0x10"],
      ["0b11", "0b11"],
      ["0o7", "0o7"],
      ["1_000", "1_000"],
    ]);
  });
});
