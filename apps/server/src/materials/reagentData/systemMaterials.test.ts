import { describe, expect, it } from "vitest";
import { isValidCasNumber, molarMassFromFormula, systemMaterialSeedSchema } from "@eln/shared/materials";
import { systemMaterials } from "./systemMaterials";

const byCas = new Map(systemMaterials.map((m) => [m.casNumber, m]));
const FLAMMABILITY = /^H(22[0-8]|242|25[0-2]|26[01])$/;
const EXPLOSIVE = /^H(20[0-5]|24[01])$/;

describe("systemMaterials", () => {
  it("ships at least 220 entries, each matching the seed schema", () => {
    expect(systemMaterials.length).toBeGreaterThanOrEqual(220);
    for (const m of systemMaterials) expect(systemMaterialSeedSchema.safeParse(m).success, m.nameEn).toBe(true);
  });

  it("has unique CAS numbers with valid check digits", () => {
    expect(byCas.size).toBe(systemMaterials.length);
    const invalid = systemMaterials.filter((m) => !isValidCasNumber(m.casNumber)).map((m) => m.casNumber);
    expect(invalid).toEqual([]);
  });

  it("has unique English and Japanese names, none empty", () => {
    expect(new Set(systemMaterials.map((m) => m.nameEn)).size).toBe(systemMaterials.length);
    expect(new Set(systemMaterials.map((m) => m.nameJa)).size).toBe(systemMaterials.length);
    // Japanese names contain at least one kana or kanji (buffer acronyms such as HEPES excepted).
    const acronyms = new Set(["HEPES", "MES", "MOPS", "PIPES", "IPTG"]);
    const notJapanese = systemMaterials
      .filter((m) => !acronyms.has(m.nameJa) && !/[\u3040-\u30ff\u4e00-\u9fff]/.test(m.nameJa))
      .map((m) => m.nameJa);
    expect(notJapanese).toEqual([]);
  });

  it("gives every entry the molar mass of its formula within 0.05 g/mol", () => {
    const off = systemMaterials
      .map((m) => ({ name: m.nameEn, stated: m.molarMass, computed: molarMassFromFormula(m.formula) }))
      .filter((r) => r.computed === null || Math.abs(r.computed - r.stated) > 0.05);
    expect(off).toEqual([]);
  });

  it("gives pure liquids a density and boiling point, and solutions neither", () => {
    const pureLiquids = systemMaterials.filter((m) => m.physicalState === "liquid" && m.concentration === null);
    expect(pureLiquids.length).toBeGreaterThan(100);
    expect(pureLiquids.filter((m) => m.density === null || m.boilingPointC === null).map((m) => m.nameEn)).toEqual([]);
    const solutions = systemMaterials.filter((m) => m.concentration !== null);
    expect(solutions.filter((m) => m.density !== null).map((m) => m.nameEn)).toEqual([]);
    const solidsAndGases = systemMaterials.filter((m) => m.physicalState !== "liquid");
    expect(solidsAndGases.filter((m) => m.density !== null || m.boilingPointC !== null).map((m) => m.nameEn)).toEqual([]);
  });

  it("keeps densities and boiling points physically plausible", () => {
    for (const m of systemMaterials) {
      if (m.density !== null) expect(m.density, m.nameEn).toBeGreaterThan(0.5);
      if (m.density !== null) expect(m.density, m.nameEn).toBeLessThan(14);
      if (m.boilingPointC !== null) expect(m.boilingPointC, m.nameEn).toBeGreaterThan(-100);
      if (m.boilingPointC !== null) expect(m.boilingPointC, m.nameEn).toBeLessThan(400);
    }
  });

  it("matches the risk type to the physical hazard statements", () => {
    // A flammability code means flammable (or explosive, which outranks it).
    const flammableCoded = systemMaterials.filter((m) => m.hazardStatements.some((h) => FLAMMABILITY.test(h)));
    expect(flammableCoded.filter((m) => m.riskType === "other").map((m) => m.nameEn)).toEqual([]);
    // Explosives and organic peroxides (H200–H205, H240, H241) are explosive.
    const explosiveCoded = systemMaterials.filter((m) => m.hazardStatements.some((h) => EXPLOSIVE.test(h)));
    expect(explosiveCoded.filter((m) => m.riskType !== "explosive").map((m) => m.nameEn)).toEqual([]);
    // Every flammable entry carries a flammability code.
    const flammable = systemMaterials.filter((m) => m.riskType === "flammable");
    expect(flammable.filter((m) => !m.hazardStatements.some((h) => FLAMMABILITY.test(h))).map((m) => m.nameEn)).toEqual([]);
  });

  it("holds known reference values", () => {
    const water = byCas.get("7732-18-5")!;
    expect(water).toMatchObject({ formula: "H2O", molarMass: 18.015, density: 0.998, boilingPointC: 100 });
    expect(byCas.get("50-99-7")).toMatchObject({ nameEn: "D-Glucose", molarMass: 180.156 });
    expect(byCas.get("7758-99-8")!.molarMass).toBeCloseTo(249.68, 1);
    expect(byCas.get("64-17-5")).toMatchObject({
      nameJa: "エタノール",
      riskType: "flammable",
      physicalState: "liquid",
      density: 0.789,
    });
    expect(byCas.get("88-89-1")).toMatchObject({ riskType: "explosive", hazardStatements: expect.arrayContaining(["H201"]) });
    expect(byCas.get("26628-22-8")).toMatchObject({ nameEn: "Sodium azide", riskType: "explosive" });
    expect(byCas.get("67-64-1")).toMatchObject({ nameEn: "Acetone", oelPpm: 250 });
    expect(byCas.get("7647-01-0")).toMatchObject({ concentration: expect.stringContaining("HCl"), density: null });
  });

  it("covers the families a lab expects", () => {
    const names = new Set(systemMaterials.map((m) => m.nameEn));
    for (const expected of [
      "Sulfuric acid (95–98%)", "Sodium hydroxide", "Dichloromethane", "Tetrahydrofuran", "Dimethyl sulfoxide",
      "Sodium chloride", "HEPES", "Sodium dodecyl sulfate (SDS)", "Nitrogen", "Hydrogen", "Sodium", "Mercury",
    ]) expect(names.has(expected), expected).toBe(true);
    const states = new Set(systemMaterials.map((m) => m.physicalState));
    expect([...states].sort()).toEqual(["gas", "liquid", "solid"]);
  });
});
