import { describe, expect, it } from "vitest";
import { formulaErrorMessage, molarMassFromFormula, parseFormula, toHillFormula } from "./molarMass";

// Reference values computed by hand from the IUPAC abridged standard atomic weights
// (H 1.008, C 12.011, N 14.007, O 15.999, S 32.06, K 39.098, Fe 55.845, Cu 63.546).
describe("molarMassFromFormula", () => {
  it("matches the reference values", () => {
    expect(molarMassFromFormula("H2O")?.toFixed(3)).toBe("18.015");
    expect(molarMassFromFormula("C6H12O6")?.toFixed(3)).toBe("180.156");
    expect(molarMassFromFormula("CuSO4·5H2O")?.toFixed(2)).toBe("249.68");
    expect(molarMassFromFormula("Ca(OH)2")?.toFixed(2)).toBe("74.09");
    expect(molarMassFromFormula("NaCl")?.toFixed(2)).toBe("58.44");
    expect(molarMassFromFormula("CH3COOH")?.toFixed(2)).toBe("60.05");
    expect(molarMassFromFormula("(CH3)2CO")?.toFixed(2)).toBe("58.08");
  });

  it("reads square and curly brackets as grouping: K4[Fe(CN)6] = 4×39.098 + 55.845 + 6×26.018 = 368.345", () => {
    expect(molarMassFromFormula("K4[Fe(CN)6]")).toBeCloseTo(368.345, 3);
    expect(molarMassFromFormula("K4{Fe(CN)6}")).toBeCloseTo(368.345, 3);
    expect(molarMassFromFormula("K4[Fe(CN)6]·3H2O")).toBeCloseTo(368.345 + 3 * 18.015, 3);
  });

  it.each(["CuSO4·5H2O", "CuSO4.5H2O", "CuSO4*5H2O", "CuSO4•5H2O", "CuSO4 · 5H2O", "CuSO₄·5H₂O"])(
    "reads the hydrate notation %s (159.602 + 5×18.015 = 249.677)",
    (formula) => {
      expect(molarMassFromFormula(formula)).toBeCloseTo(249.677, 3);
    },
  );

  it("reads fractional and multi-part hydrates and adducts", () => {
    expect(molarMassFromFormula("CaSO4·0.5H2O")).toBeCloseTo(136.134 + 9.0075, 3);
    expect(molarMassFromFormula("CaSO4.0.5H2O")).toBeCloseTo(145.142, 3);
    expect(molarMassFromFormula("Na2HPO4·12H2O")).toBeCloseTo(358.14, 1);
    expect(molarMassFromFormula("(NH4)2Fe(SO4)2·6H2O")).toBeCloseTo(392.14, 1);
    // BF3·OEt2 written as an adduct
    expect(molarMassFromFormula("BF3·C4H10O")).toBeCloseTo(10.81 + 3 * 18.998 + 74.123, 2);
  });

  it("reads leading coefficients", () => {
    expect(molarMassFromFormula("2H2O")).toBeCloseTo(36.03, 3);
  });

  it("ignores charges for the mass and reports them", () => {
    for (const [f, charge] of [["NH4^+", 1], ["NH4(+)", 1], ["SO4(2-)", -2], ["SO4^2-", -2], ["SO4²⁻", -2], ["Fe(3+)", 3], ["OH-", -1], ["H3O+", 1]] as const) {
      const r = parseFormula(f);
      expect(r.ok, f).toBe(true);
      if (r.ok) expect(r.charge, f).toBe(charge);
    }
    expect(molarMassFromFormula("NH4^+")).toBeCloseTo(18.039, 3);
    expect(molarMassFromFormula("[Fe(CN)6]^3-")).toBeCloseTo(211.953, 3);
  });

  // Fe3+ was weighed as Fe3 (167.5 g/mol, not 55.8) and SO42- as SO42 (704 g/mol, not 96.06).
  it.each([
    ["Fe3+", "3+"],
    ["Cu2+", "2+"],
    ["SO42-", "42-"],
    ["[Fe(CN)6]3-", "3-"],
    ["NH4+", "4+"],
    ["CuSO4·Fe3+", "3+"],
  ])("refuses %s: its digits could be a count or the charge", (formula, text) => {
    expect(parseFormula(formula)).toMatchObject({ ok: false, error: { code: "ambiguous_charge", token: text } });
    expect(formulaErrorMessage({ code: "ambiguous_charge", token: text })).toBe(`validation.formulaAmbiguousCharge?text=${encodeURIComponent(text)}`);
  });

  it.each([
    ["Ｈ２Ｏ", 18.015],
    ["ＣｕＳＯ４・５Ｈ２Ｏ", 249.677],
    ["CuSO4．5H2O", 249.677],
    ["CuSO4･5H2O", 249.677],
    ["Ｃａ（ＯＨ）２", 74.092],
    ["　NaCl　", 58.44],
    ["ＳＯ４＾２－", 96.056],
  ])("reads the full-width characters of a Japanese input method: %s", (formula, mass) => {
    expect(molarMassFromFormula(formula)).toBeCloseTo(mass, 3);
  });

  it("weighs isotopes D, T and [13C] with their own masses", () => {
    expect(molarMassFromFormula("D2O")).toBeCloseTo(2 * 2.0141 + 15.999, 3);
    expect(molarMassFromFormula("T2O")).toBeCloseTo(2 * 3.016 + 15.999, 2);
    expect(molarMassFromFormula("CDCl3")).toBeCloseTo(12.011 + 2.0141 + 3 * 35.45, 3);
    expect(molarMassFromFormula("[13C]H4")).toBeCloseTo(13.00335 + 4 * 1.008, 3);
  });

  // Typed or pasted with superscripts, the mass number read as a count: ¹³CH4 weighed 13 methanes (208.6).
  it.each([
    ["¹³CH4", 13.00335 + 4 * 1.008],
    ["²H2O", 2 * 2.0141 + 15.999],
    ["CH3¹³CH3", 12.011 + 13.00335 + 6 * 1.008],
    ["H2¹⁸O", 2 * 1.008 + 17.99916],
  ])("reads a superscript mass number as an isotope: %s", (formula, mass) => {
    expect(molarMassFromFormula(formula)).toBeCloseTo(mass, 2);
  });

  it("gives the sum without float noise, as it prints", () => {
    expect(String(molarMassFromFormula("C4H10O"))).toBe("74.123");
    expect(String(molarMassFromFormula("C5H12O"))).toBe("88.15");
  });

  it("still reads superscript charges after an element", () => {
    expect(parseFormula("Fe³⁺").ok).toBe(true);
    expect(molarMassFromFormula("SO4²⁻")).toBeCloseTo(96.06, 1);
  });

  it.each(["", "   ", "Xx", "c6h12o6", "C6H12O6 2", "·H2O", "H2O·", "C6H5-CH3", "Ac", "NaTc", "0H2O", "H2O)", "Fe(OH", "K4[Fe(CN)6)", "()", "Xy3"])(
    "returns null for %j",
    (formula) => {
      expect(molarMassFromFormula(formula)).toBeNull();
    },
  );

  it("refuses formulas over 200 characters", () => {
    expect(parseFormula("C".repeat(201))).toEqual({ ok: false, error: { code: "too_long" } });
    expect(parseFormula("C".repeat(200)).ok).toBe(true);
  });
});

describe("parseFormula errors point at the problem", () => {
  it("names the unknown element", () => {
    expect(parseFormula("Xy3")).toEqual({ ok: false, error: { code: "unknown_element", token: "Xy", position: 1 } });
    expect(parseFormula("NaQ")).toMatchObject({ ok: false, error: { code: "unknown_element", token: "Q", position: 3 } });
    expect(formulaErrorMessage({ code: "unknown_element", token: "Xy", position: 1 })).toBe("validation.formulaUnknownElement?element=Xy");
  });

  it("finds an unbalanced bracket", () => {
    expect(parseFormula("H2O)")).toEqual({ ok: false, error: { code: "unbalanced", token: ")", position: 4 } });
    expect(parseFormula("Fe(OH")).toEqual({ ok: false, error: { code: "unbalanced", token: "(", position: 3 } });
    expect(parseFormula("K4[Fe(CN)6)")).toMatchObject({ ok: false, error: { code: "unbalanced", token: ")" } });
  });

  it("says which elements have no standard atomic weight", () => {
    expect(parseFormula("TcO4-")).toMatchObject({ ok: false, error: { code: "no_standard_weight", token: "Tc" } });
  });
});

describe("toHillFormula", () => {
  it("puts C, H first then the rest alphabetically", () => {
    expect(toHillFormula("C4H8O")).toBe("C4H8O");
    expect(toHillFormula("OC4H8")).toBe("C4H8O");
    expect(toHillFormula("CH3COOH")).toBe("C2H4O2");
    expect(toHillFormula("(C2H5)3N")).toBe("C6H15N");
    expect(toHillFormula("H2SO4")).toBe("H2O4S");
    expect(toHillFormula("CuSO4·5H2O")).toBe("CuH10O9S");
  });
});
