import { describe, expect, it } from "vitest";
import { convertQuantity, convertToUnit, equivalents, normalizeUnit, type QuantityInput } from "./units";
import { molarMassFromFormula } from "./molarMass";
import type { Purity } from "./purity";

// Textbook amounts, each worked by hand (the arithmetic is in the comment) with the
// IUPAC abridged atomic weights: H 1.008, C 12.011, N 14.007, O 15.999, Na 22.99,
// Cl 35.45, S 32.06, Pd 106.42, B 10.81, Li 6.94.
// Convention: mass and volume are of the material as sold (the solution, the
// dispersion, the catalyst on carbon); amount (mol) is of the named substance.

const M = (formula: string) => molarMassFromFormula(formula)!;
const wt = (value: number): Purity => ({ value, basis: "wt%" });
const molar = (value: number): Purity => ({ value, basis: "mol/L" });

function convert(input: QuantityInput) {
  const c = convertQuantity(input);
  if (!c.ok) throw new Error(JSON.stringify(c));
  return c;
}
function to(input: QuantityInput, unit: string): number {
  const c = convertToUnit(input, unit);
  if (!c.ok) throw new Error(JSON.stringify(c));
  return c.value;
}
/** Equal to 4 significant figures (hand-worked values are rounded there). */
const near = (actual: number | null, expected: number) => {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual! - expected) / expected)).toBeLessThan(2e-4);
};

const water = { molarMass: M("H2O"), density: 0.998 }; // 2×1.008 + 15.999 = 18.015
const ethanol = { molarMass: M("C2H6O"), density: 0.789 }; // 24.022 + 6.048 + 15.999 = 46.069
const benzoicAcid = { molarMass: M("C7H6O2") }; // 84.077 + 6.048 + 31.998 = 122.123
const pdC = { molarMass: M("Pd"), purity: wt(10) }; // 106.42
const naH = { molarMass: M("NaH"), purity: wt(60) }; // 22.99 + 1.008 = 23.998
const hcl37 = { molarMass: M("HCl"), density: 1.19, purity: wt(37) }; // 1.008 + 35.45 = 36.458
const nh3 = { molarMass: M("NH3"), density: 0.9, purity: wt(28) }; // 14.007 + 3.024 = 17.031
const h2o2 = { molarMass: M("H2O2"), density: 1.11, purity: wt(30) }; // 2.016 + 31.998 = 34.014
const h2so4 = { molarMass: M("H2SO4"), density: 1.84, purity: wt(96) }; // 2.016 + 32.06 + 63.996 = 98.072
const hno3 = { molarMass: M("HNO3"), density: 1.41, purity: wt(70) }; // 1.008 + 14.007 + 47.997 = 63.012
const buLi16 = { molarMass: M("C4H9Li"), density: 0.68, purity: molar(1.6) };
const buLi25 = { molarMass: M("C4H9Li"), density: 0.693, purity: molar(2.5) };
const mcpba = { molarMass: M("C7H5ClO3"), purity: wt(77) }; // 84.077 + 5.04 + 35.45 + 47.997 = 172.564

describe("units within one dimension", () => {
  it("1. 1 g is 1000 mg", () => near(to({ quantity: 1, unit: "g" }, "mg"), 1000));
  it("2. 250 mg is 0.25 g", () => near(to({ quantity: 250, unit: "mg" }, "g"), 0.25));
  it("3. 2.5 L is 2500 mL", () => near(to({ quantity: 2.5, unit: "L" }, "mL"), 2500));
  it("4. 0.5 mmol is 500 µmol", () => near(to({ quantity: 0.5, unit: "mmol" }, "µmol"), 500));
  it("5. unit names are case-insensitive: KG, MMOL, ML, UL, Mg→mg", () => {
    expect(["KG", "MMOL", "ML", "UL", "uL", "MG", "G", "Mol"].map(normalizeUnit)).toEqual(["kg", "mmol", "mL", "µL", "µL", "mg", "g", "mol"]);
    near(to({ quantity: 1, unit: "KG" }, "G"), 1000);
  });
});

describe("pure substances: mass ↔ amount ↔ volume", () => {
  it("6. 18.015 g of water is 1.000 mol", () => near(convert({ quantity: 18.015, unit: "g", ...water }).amountMol, 1));
  it("7. 0.1 mol NaCl is 5.844 g (22.99 + 35.45 = 58.44)", () => near(to({ quantity: 0.1, unit: "mol", molarMass: M("NaCl") }, "g"), 5.844));
  it("8. 10 mL ethanol is 7.89 g and 171.3 mmol (7.89 / 46.069)", () => {
    const c = convert({ quantity: 10, unit: "mL", ...ethanol });
    near(c.massG, 7.89);
    near(c.amountMol, 0.17127);
  });
  it("9. 1 mol ethanol is 58.39 mL (46.069 / 0.789)", () => near(to({ quantity: 1, unit: "mol", ...ethanol }, "mL"), 58.388));
  it("10. 100 mmol water is 1.805 mL (1.8015 g / 0.998)", () => near(to({ quantity: 100, unit: "mmol", ...water }, "mL"), 1.8051));
  it("11. 5.00 g benzoic acid is 40.94 mmol (5 / 122.123)", () => near(to({ quantity: 5, unit: "g", ...benzoicAcid }, "mmol"), 40.942));
  it("12. a solid without density has no volume, and says so", () => {
    const c = convert({ quantity: 5, unit: "g", ...benzoicAcid });
    expect(c.volumeMl).toBeNull();
    expect(c.missing.volumeMl).toEqual(["density"]);
  });
});

describe("purity / assay (wt%)", () => {
  it("13. 1.00 g of 10 wt% Pd/C holds 0.100 g Pd = 0.9397 mmol (0.1 / 106.42)", () => near(convert({ quantity: 1, unit: "g", ...pdC }).amountMol, 9.397e-4));
  it("14. 1.0 mmol Pd needs 1.064 g of 10 wt% Pd/C (1e-3 × 106.42 / 0.10)", () => near(to({ quantity: 1, unit: "mmol", ...pdC }, "g"), 1.0642));
  it("15. 10 mmol NaH needs 0.4000 g of the 60 % dispersion (0.23998 / 0.60)", () => near(to({ quantity: 10, unit: "mmol", ...naH }, "g"), 0.39997));
  it("16. 1.00 g of 60 % NaH is 25.00 mmol NaH (0.60 / 23.998)", () => near(to({ quantity: 1, unit: "g", ...naH }, "mmol"), 25.002));
  it("17. 5.00 g of 98 % benzoic acid is 40.12 mmol (4.90 / 122.123)", () => near(to({ quantity: 5, unit: "g", ...benzoicAcid, purity: wt(98) }, "mmol"), 40.123));
  it("18. 12 mmol of 77 % mCPBA is 2.689 g (0.012 × 172.564 / 0.77)", () => near(to({ quantity: 12, unit: "mmol", ...mcpba }, "g"), 2.6893));
  it("19. 100 wt% behaves as the pure substance", () => near(to({ quantity: 18.015, unit: "g", ...water, purity: wt(100) }, "mol"), 1));
});

describe("wt% solutions with density", () => {
  it("20. 1 mL of 37 % HCl (1.19 g/mL) is 12.08 mmol HCl: 1.19 × 0.37 / 36.458", () => near(convert({ quantity: 1, unit: "mL", ...hcl37 }).amountMol, 0.012077));
  it("21. 10 mmol HCl is 0.985 g = 0.828 mL of 37 % HCl", () => {
    const c = convert({ quantity: 10, unit: "mmol", ...hcl37 });
    near(c.massG, 0.98535); // 0.010 × 36.458 / 0.37
    near(c.volumeMl, 0.82803); // / 1.19
  });
  it("22. 10 g of 37 % HCl is 8.403 mL (10 / 1.19)", () => near(to({ quantity: 10, unit: "g", ...hcl37 }, "mL"), 8.4034));
  it("23. 28 % ammonia is 14.80 mol/L: 1 L → 900 g → 252 g NH3 / 17.031", () => near(to({ quantity: 1, unit: "L", ...nh3 }, "mol"), 14.797));
  it("24. 1 mol NH3 is 67.58 mL of 28 % ammonia (17.031 / 0.28 / 0.90)", () => near(to({ quantity: 1, unit: "mol", ...nh3 }, "mL"), 67.583));
  it("25. 30 % H2O2 is 9.790 mol/L: 1 mL → 1.11 g → 0.333 g / 34.014", () => near(to({ quantity: 1, unit: "mL", ...h2o2 }, "mmol"), 9.7901));
  it("26. 96 % sulfuric acid is 18.01 mol/L: 1.84 × 0.96 / 98.072", () => near(to({ quantity: 1, unit: "mL", ...h2so4 }, "mmol"), 18.011));
  it("27. 70 % nitric acid is 15.66 mol/L: 1.41 × 0.70 / 63.012", () => near(to({ quantity: 1, unit: "mL", ...hno3 }, "mmol"), 15.664));
  it("28. a wt% solution without density cannot turn a volume into moles, and names density", () => {
    const c = convert({ quantity: 1, unit: "mL", molarMass: 36.458, purity: wt(37) });
    expect(c.amountMol).toBeNull();
    expect(c.missing.amountMol).toEqual(["density"]);
  });
});

describe("molar solutions (mol/L)", () => {
  it("29. 10 mmol from 1.6 M n-BuLi is 6.25 mL", () => near(to({ quantity: 10, unit: "mmol", ...buLi16 }, "mL"), 6.25));
  it("30. 5.0 mL of 2.5 M n-BuLi is 12.5 mmol", () => near(to({ quantity: 5, unit: "mL", ...buLi25 }, "mmol"), 12.5));
  it("31. 6.25 mL of 1.6 M n-BuLi (0.68 g/mL) weighs 4.25 g", () => near(to({ quantity: 6.25, unit: "mL", ...buLi16 }, "g"), 4.25));
  it("32. 1.00 g of 1.6 M n-BuLi solution is 1.471 mL = 2.353 mmol", () => {
    const c = convert({ quantity: 1, unit: "g", ...buLi16 });
    near(c.volumeMl, 1.4706);
    near(c.amountMol, 0.0023529);
  });
  it("33. molarity needs no molar mass for volume ↔ amount; mass needs the solution's density", () => {
    const c = convert({ quantity: 10, unit: "mmol", purity: molar(1.6) });
    near(c.volumeMl, 6.25);
    expect(c.massG).toBeNull();
    expect(c.missing.massG).toEqual(["density"]);
  });
});

describe("equivalents to the limiting reagent", () => {
  it("34. NaBH4 0.5675 g (15.00 mmol, M 37.832) on 10 mmol benzaldehyde is 1.50 equiv", () => {
    const [lim, nabh4] = equivalents(
      [
        { quantity: 1.06124, unit: "g", molarMass: M("C7H6O") }, // 10.000 mmol (M 106.124)
        { quantity: 0.56748, unit: "g", molarMass: M("NaBH4") }, // 22.99 + 10.81 + 4.032 = 37.832
      ],
      0,
    );
    expect(lim).toMatchObject({ ok: true, equivalents: 1 });
    near(nabh4.ok ? nabh4.equivalents : null, 1.5);
  });
  it("35. 6.875 mL of 1.6 M n-BuLi on 10 mmol is 1.10 equiv", () => {
    const [, buli] = equivalents([{ quantity: 10, unit: "mmol" }, { quantity: 6.875, unit: "mL", ...buLi16 }], 0);
    near(buli.ok ? buli.equivalents : null, 1.1);
  });
  it("36. 106.4 mg of 10 % Pd/C on 10 mmol is 0.0100 equiv (1 mol%: 0.01064 g / 106.42)", () => {
    const [, pd] = equivalents([{ quantity: 10, unit: "mmol" }, { quantity: 106.42, unit: "mg", ...pdC }], 0);
    near(pd.ok ? pd.equivalents : null, 0.01);
  });
  it("37. 2.0 equiv of 37 % HCl by volume: 1.656 mL on 10 mmol (20 mmol × 36.458 / 0.37 / 1.19)", () => {
    near(to({ quantity: 20, unit: "mmol", ...hcl37 }, "mL"), 1.6561);
    const [, acid] = equivalents([{ quantity: 10, unit: "mmol" }, { quantity: 1.6561, unit: "mL", ...hcl37 }], 0);
    near(acid.ok ? acid.equivalents : null, 2);
  });
  it("38. no equivalents when the limiting reagent's moles are unknown", () => {
    const r = equivalents([{ quantity: 1, unit: "g" }, { quantity: 1, unit: "mmol" }], 0);
    expect(r[1]).toEqual({ ok: false, code: "limiting_unavailable" });
  });
});
