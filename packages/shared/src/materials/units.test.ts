import { describe, expect, it } from "vitest";
import {
  convertQuantity,
  convertToUnit,
  equivalents,
  formatAmount,
  formatMass,
  formatMoles,
  formatVolume,
  normalizeUnit,
  quantityUnits,
  unitDimension,
} from "./units";

// Ethanol: M 46.069 g/mol, density 0.789 g/mL. Water: 18.015, 0.998.
const ethanol = { molarMass: 46.069, density: 0.789 };

function ok<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result as Extract<T, { ok: true }>;
}

describe("convertQuantity", () => {
  it("mass → amount and volume", () => {
    const c = ok(convertQuantity({ quantity: 4.6069, unit: "g", ...ethanol }));
    expect(c.dimension).toBe("mass");
    expect(c.massG).toBeCloseTo(4.6069, 10);
    expect(c.amountMol).toBeCloseTo(0.1, 10);
    expect(c.volumeMl).toBeCloseTo(4.6069 / 0.789, 10);
    expect(c.missing).toEqual({});
  });

  it("amount → mass and volume", () => {
    const c = ok(convertQuantity({ quantity: 24.1, unit: "mmol", ...ethanol }));
    expect(c.amountMol).toBeCloseTo(0.0241, 12);
    expect(c.massG).toBeCloseTo(0.0241 * 46.069, 10);
    expect(c.volumeMl).toBeCloseTo((0.0241 * 46.069) / 0.789, 10);
  });

  it("volume → mass and amount", () => {
    const c = ok(convertQuantity({ quantity: 10, unit: "mL", ...ethanol }));
    expect(c.volumeMl).toBe(10);
    expect(c.massG).toBeCloseTo(7.89, 10);
    expect(c.amountMol).toBeCloseTo(7.89 / 46.069, 10);
  });

  it.each([
    ["µg", 1e-6], ["mg", 1e-3], ["g", 1], ["kg", 1e3],
  ] as const)("mass unit %s scales to grams", (unit, factor) => {
    const c = ok(convertQuantity({ quantity: 2, unit, molarMass: 2 }));
    expect(c.massG).toBeCloseTo(2 * factor, 15);
    expect(c.amountMol).toBeCloseTo(factor, 15);
  });

  it.each([
    ["µmol", 1e-6], ["mmol", 1e-3], ["mol", 1],
  ] as const)("amount unit %s scales to moles", (unit, factor) => {
    const c = ok(convertQuantity({ quantity: 3, unit, molarMass: 10 }));
    expect(c.amountMol).toBeCloseTo(3 * factor, 15);
    expect(c.massG).toBeCloseTo(30 * factor, 15);
  });

  it.each([
    ["µL", 1e-3], ["mL", 1], ["L", 1e3],
  ] as const)("volume unit %s scales to millilitres", (unit, factor) => {
    const c = ok(convertQuantity({ quantity: 5, unit, density: 2 }));
    expect(c.volumeMl).toBeCloseTo(5 * factor, 15);
    expect(c.massG).toBeCloseTo(10 * factor, 15);
  });

  it("reports what is missing when molar mass or density is absent", () => {
    const massOnly = ok(convertQuantity({ quantity: 1, unit: "g" }));
    expect(massOnly.massG).toBe(1);
    expect(massOnly.amountMol).toBeNull();
    expect(massOnly.volumeMl).toBeNull();
    expect(massOnly.missing).toEqual({ amountMol: ["molarMass"], volumeMl: ["density"] });

    const volNoDensity = ok(convertQuantity({ quantity: 1, unit: "mL", molarMass: 18 }));
    expect(volNoDensity.massG).toBeNull();
    expect(volNoDensity.amountMol).toBeNull();
    expect(volNoDensity.missing).toEqual({ massG: ["density"], amountMol: ["density"] });

    const molNoMass = ok(convertQuantity({ quantity: 1, unit: "mol", density: 1 }));
    expect(molNoMass.massG).toBeNull();
    expect(molNoMass.volumeMl).toBeNull();
    expect(molNoMass.missing).toEqual({ massG: ["molarMass"], volumeMl: ["molarMass"] });

    const molNothing = ok(convertQuantity({ quantity: 1, unit: "mol" }));
    expect(molNothing.missing.volumeMl).toEqual(["molarMass", "density"]);
  });

  it("treats zero or negative molar mass and density as unknown", () => {
    const c = ok(convertQuantity({ quantity: 1, unit: "g", molarMass: 0, density: -1 }));
    expect(c.amountMol).toBeNull();
    expect(c.volumeMl).toBeNull();
  });

  it.each(["pcs", "%", "other", "drops"])("unit %s is not convertible", (unit) => {
    expect(convertQuantity({ quantity: 1, unit, ...ethanol })).toEqual({
      ok: false,
      code: "unit_not_convertible",
      unit,
    });
  });

  it("refuses negative or non-finite quantities", () => {
    expect(convertQuantity({ quantity: -1, unit: "g" })).toEqual({ ok: false, code: "invalid_quantity" });
    expect(convertQuantity({ quantity: Number.NaN, unit: "g" })).toEqual({ ok: false, code: "invalid_quantity" });
  });

  it("accepts common spellings of units", () => {
    expect(normalizeUnit("ul")).toBe("µL");
    expect(normalizeUnit("μL")).toBe("µL"); // Greek mu
    expect(normalizeUnit("ml")).toBe("mL");
    expect(normalizeUnit(" umol ")).toBe("µmol");
    expect(normalizeUnit("pcs")).toBe("pcs");
    expect(ok(convertQuantity({ quantity: 500, unit: "ul", density: 1 })).massG).toBeCloseTo(0.5, 12);
  });
});

describe("unitDimension", () => {
  it("classifies every listed unit", () => {
    const dims = Object.fromEntries(quantityUnits.map((u) => [u, unitDimension(u)]));
    expect(dims).toEqual({
      µg: "mass", mg: "mass", g: "mass", kg: "mass",
      µmol: "amount", mmol: "amount", mol: "amount",
      µL: "volume", mL: "volume", L: "volume",
      pcs: null, "%": null, other: null,
    });
  });
});

describe("convertToUnit", () => {
  it("converts 10 mL of water to mmol", () => {
    const r = ok(convertToUnit({ quantity: 10, unit: "mL", molarMass: 18.015, density: 0.998 }, "mmol"));
    expect(r.unit).toBe("mmol");
    expect(r.value).toBeCloseTo((10 * 0.998 * 1000) / 18.015, 8);
  });

  it("converts 1.80156 g of glucose to 10 mmol and 1 kg to 1000 g", () => {
    expect(ok(convertToUnit({ quantity: 1.80156, unit: "g", molarMass: 180.156 }, "mmol")).value).toBeCloseTo(10, 10);
    expect(ok(convertToUnit({ quantity: 1, unit: "kg" }, "g")).value).toBe(1000);
    expect(ok(convertToUnit({ quantity: 250, unit: "µL" }, "L")).value).toBeCloseTo(0.00025, 15);
  });

  it("says which property is missing and rejects odd target units", () => {
    expect(convertToUnit({ quantity: 1, unit: "g" }, "mL")).toEqual({
      ok: false,
      code: "missing_property",
      missing: ["density"],
    });
    expect(convertToUnit({ quantity: 1, unit: "g" }, "pcs")).toEqual({
      ok: false,
      code: "unit_not_convertible",
      unit: "pcs",
    });
    expect(convertToUnit({ quantity: 1, unit: "%" }, "g")).toEqual({
      ok: false,
      code: "unit_not_convertible",
      unit: "%",
    });
  });
});

describe("formatAmount", () => {
  it("chooses a unit that keeps the number between 1 and 1000", () => {
    expect(formatMass(4.3512).text).toBe("4.35 g");
    expect(formatMoles(0.02412).text).toBe("24.1 mmol");
    expect(formatMoles(0.0000035).text).toBe("3.5 µmol");
    expect(formatVolume(0.25).text).toBe("250 µL");
    expect(formatVolume(1500).text).toBe("1.5 L");
    expect(formatMass(2500).text).toBe("2.5 kg");
    expect(formatMass(0.0123).text).toBe("12.3 mg");
  });

  it("drops trailing zeros but keeps significant ones", () => {
    expect(formatMass(2).text).toBe("2 g");
    expect(formatMass(4.5).text).toBe("4.5 g");
    expect(formatMass(100).text).toBe("100 g");
    expect(formatMass(1.05).text).toBe("1.05 g");
  });

  it("moves up a unit when rounding reaches 1000", () => {
    expect(formatMass(0.99996).text).toBe("1 g");
    expect(formatMoles(0.9996).text).toBe("1 mol");
  });

  it("keeps large values in the largest unit without exponent", () => {
    expect(formatMass(12_345_000).text).toBe("12345 kg");
    expect(formatVolume(5_000_000).text).toBe("5000 L");
  });

  it("handles zero, tiny values and digits", () => {
    expect(formatMass(0).text).toBe("0 µg");
    expect(formatMass(5e-7).text).toBe("0.5 µg");
    expect(formatAmount(0.123456, "amount", { digits: 5 })).toEqual({ value: 123.46, unit: "mmol", text: "123.46 mmol" });
  });
});

describe("equivalents", () => {
  // Fischer esterification-like example: 10 mmol acid (limiting), 2.0 mL ethanol, 0.5 mmol catalyst.
  const lines = [
    { quantity: 1.2212, unit: "g", molarMass: 122.12 }, // benzoic acid, 10 mmol
    { quantity: 2, unit: "mL", ...ethanol }, // 34.25 mmol
    { quantity: 0.5, unit: "mmol" },
    { quantity: 3, unit: "pcs" },
    { quantity: 1, unit: "mL", molarMass: 98.079 }, // no density
  ];

  it("divides each line's moles by the limiting reagent's", () => {
    const r = equivalents(lines, 0);
    expect(r[0]).toEqual({ ok: true, amountMol: expect.closeTo(0.01, 12), equivalents: 1 });
    const eq1 = ok(r[1]);
    expect(eq1.equivalents).toBeCloseTo((2 * 0.789) / 46.069 / 0.01, 8);
    expect(eq1.equivalents).toBeCloseTo(3.425, 3);
    expect(ok(r[2]).equivalents).toBeCloseTo(0.05, 12);
    expect(r[3]).toEqual({ ok: false, code: "unit_not_convertible", unit: "pcs" });
    expect(r[4]).toEqual({ ok: false, code: "missing_property", missing: ["density"] });
  });

  it("relative to another limiting line", () => {
    const r = equivalents(lines, 2);
    expect(ok(r[0]).equivalents).toBeCloseTo(20, 10);
    expect(ok(r[2]).equivalents).toBe(1);
  });

  it("gives no equivalents when the limiting amount is unknown", () => {
    const r = equivalents(lines, 3);
    expect(r[0]).toEqual({ ok: false, code: "limiting_unavailable" });
    expect(r[2]).toEqual({ ok: false, code: "limiting_unavailable" });
    expect(r[3]).toEqual({ ok: false, code: "unit_not_convertible", unit: "pcs" });
    expect(equivalents(lines, 99).every((x) => !x.ok)).toBe(true);
  });
});
