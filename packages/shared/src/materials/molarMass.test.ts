import { describe, expect, it } from "vitest";
import { molarMassFromFormula } from "./molarMass";

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

  it.each(["CuSO4·5H2O", "CuSO4.5H2O", "CuSO4*5H2O", "CuSO4•5H2O", "CuSO4 · 5H2O", "CuSO₄·5H₂O"])(
    "reads the hydrate notation %s",
    (formula) => {
      expect(molarMassFromFormula(formula)).toBeCloseTo(249.685, 2);
    },
  );

  it("reads fractional and multi-part hydrates", () => {
    // Calcium sulfate hemihydrate, 145.14 g/mol
    expect(molarMassFromFormula("CaSO4·0.5H2O")).toBeCloseTo(145.15, 1);
    expect(molarMassFromFormula("CaSO4.0.5H2O")).toBeCloseTo(145.15, 1);
    // Disodium hydrogen phosphate dodecahydrate, 358.14 g/mol
    expect(molarMassFromFormula("Na2HPO4·12H2O")).toBeCloseTo(358.14, 1);
    // Nested parentheses: ammonium iron(II) sulfate hexahydrate, 392.14 g/mol
    expect(molarMassFromFormula("(NH4)2Fe(SO4)2·6H2O")).toBeCloseTo(392.14, 1);
  });

  it.each(["", "   ", "Xx", "c6h12o6", "H2O+", "C6H12O6 2", "·H2O", "H2O·", "C6H5-CH3", "Ac", "NaTc", "0H2O"])(
    "returns null for %j",
    (formula) => {
      expect(molarMassFromFormula(formula)).toBeNull();
    },
  );
});
