import { describe, expect, it } from "vitest";
import { findRegulatedSubstance, normalizeCas, REGULATED_LISTS, REGULATED_SUBSTANCES } from "./regulatedSubstances";

// The table is JSON, so its type is only asserted at the import: these checks stand behind that.
describe("the regulated substances table", () => {
  it("has a normalized, unique CAS number, both names and known lists on every entry", () => {
    for (const e of REGULATED_SUBSTANCES) {
      expect(normalizeCas(e.cas), e.cas).toBe(e.cas);
      expect(e.en && e.ja, e.cas).toBeTruthy();
      expect(e.lists.length, e.cas).toBeGreaterThan(0);
      for (const list of e.lists) expect(REGULATED_LISTS, e.cas).toContain(list);
      if (e.note) expect(e.note.en && e.note.ja, e.cas).toBeTruthy();
    }
    expect(new Set(REGULATED_SUBSTANCES.map((e) => e.cas)).size).toBe(REGULATED_SUBSTANCES.length);
  });

  it("finds an entry by a CAS number written with leading zeros or spaces", () => {
    expect(findRegulatedSubstance(" 0067-64-1 ")?.en).toBe("acetone");
    expect(findRegulatedSubstance("7-7-7")).toBeNull();
  });
});
