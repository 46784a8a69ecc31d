import { describe, expect, it, vi } from "vitest";
import { isotopeMass, isotopeMassesReady, onIsotopeMassesReady } from "./isotopeMasses.browser";

// The browser's isotope lookup loads mf-parser on first use (issue #21: not with every note).
describe("isotope masses in the browser", () => {
  it("weighs by mass number until mf-parser has loaded, then exactly, and says when", async () => {
    expect(isotopeMassesReady()).toBe(false);
    const ready = vi.fn();
    const loaded = new Promise<void>((resolve) => onIsotopeMassesReady(() => resolve()));
    onIsotopeMassesReady(ready);
    expect(isotopeMass("[13C]")).toBe(13);
    expect(isotopeMass("D")).toBe(2);
    await loaded;
    expect(ready).toHaveBeenCalledOnce();
    expect(isotopeMassesReady()).toBe(true);
    expect(isotopeMass("[13C]")).toBeCloseTo(13.00335, 4);
    expect(isotopeMass("D")).toBeCloseTo(2.0141, 3);
  });
});
