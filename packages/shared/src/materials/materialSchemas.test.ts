import { describe, expect, it } from "vitest";
import {
  isValidCasNumber,
  MaterialLimits,
  materialCreateSchema,
  materialUpdateSchema,
  noteMaterialLineSchema,
} from "./materialSchemas";

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("isValidCasNumber", () => {
  it.each(["7732-18-5", "64-17-5", "67-64-1", "7647-14-5", "7758-99-8", "50-99-7"])("accepts %s", (cas) => {
    expect(isValidCasNumber(cas)).toBe(true);
  });
  it.each(["7732-18-4", "64-17-6", "6417-5", "1-17-5", "64-1-5", "abc"])("rejects %s", (cas) => {
    expect(isValidCasNumber(cas)).toBe(false);
  });
});

describe("materialCreateSchema", () => {
  it("accepts a full material and normalises it", () => {
    const parsed = materialCreateSchema.parse({
      name: " エタノール ",
      nameEn: "Ethanol",
      density: 0.789,
      location: "Cabinet 3",
      riskType: "flammable",
      makerName: "Fujifilm Wako",
      manufacturingNumber: "",
      manufacturingDate: "2024-02-29",
      lotNumber: "LAK1234",
      others: null,
      casNumber: "64-17-5",
      formula: "C2H5OH",
      physicalState: "liquid",
      boilingPointC: 78.37,
      hazardStatements: ["H225", "H319", "H225"],
      oelPpm: 1000,
    });
    expect(parsed.name).toBe("エタノール");
    expect(parsed.manufacturingNumber).toBeNull();
    expect(parsed.hazardStatements).toEqual(["H225", "H319"]);
    expect(parsed.riskType).toBe("flammable");
  });

  it("reads a CAS number typed in full width or with another dash", () => {
    for (const typed of ["６４－１７－５", "64‐17‐5", "64−17−5", " 64ー17ー5 "]) expect(materialCreateSchema.parse({ name: "Ethanol", casNumber: typed }).casNumber).toBe("64-17-5");
    expect(materialCreateSchema.safeParse({ name: "Ethanol", casNumber: "６４－１７－６" }).error?.issues[0].message).toBe("validation.invalidCasNumber");
  });

  it("defaults the risk type to other and needs only a name", () => {
    expect(materialCreateSchema.parse({ name: "Sample A" })).toEqual({ name: "Sample A", riskType: "other" });
  });

  it("answers with message keys, not English", () => {
    const result = materialCreateSchema.safeParse({
      name: "",
      molarMass: -5,
      density: 0,
      riskType: "toxic",
      casNumber: "64-17-6",
      formula: "Xy2",
      manufacturingDate: "2023-02-30",
      hazardStatements: ["H2255"],
      lotNumber: "x".repeat(MaterialLimits.lotNumberMax + 1),
    });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual({
      name: "validation.required",
      molarMass: "validation.molarMassComputed",
      density: "validation.positive",
      riskType: "validation.invalidChoice",
      casNumber: "validation.invalidCasNumber",
      formula: "validation.formulaUnknownElement?element=Xy",
      manufacturingDate: "validation.invalidDate",
      "hazardStatements.0": "validation.invalidHazardStatement",
      lotNumber: "validation.tooLongMax?max=100",
    });
  });

  it("limits boiling point and accepts H-codes with letter suffixes", () => {
    expect(messages(materialCreateSchema.safeParse({ name: "x", boilingPointC: -300 }))).toEqual({
      boilingPointC: "validation.outOfRange",
    });
    expect(materialCreateSchema.parse({ name: "x", hazardStatements: ["H360FD", "H361f"] }).hazardStatements).toEqual([
      "H360FD",
      "H361f",
    ]);
  });
});

describe("materialUpdateSchema", () => {
  it("accepts a partial update and refuses an empty one", () => {
    expect(materialUpdateSchema.parse({ location: "Fridge 2" })).toEqual({ location: "Fridge 2" });
    expect(messages(materialUpdateSchema.safeParse({}))).toEqual({ "": "validation.emptyUpdate" });
  });
});

describe("noteMaterialLineSchema", () => {
  it("accepts a positive quantity in a listed unit", () => {
    expect(noteMaterialLineSchema.parse({ materialId: "m1", quantity: 2.5, unit: "mL" })).toEqual({
      materialId: "m1",
      quantity: 2.5,
      unit: "mL",
    });
    expect(noteMaterialLineSchema.parse({ materialId: "m1", quantity: 3, unit: "pcs" }).unit).toBe("pcs");
  });

  it("refuses zero quantities and unknown units", () => {
    expect(messages(noteMaterialLineSchema.safeParse({ materialId: "", quantity: 0, unit: "gal" }))).toEqual({
      materialId: "validation.required",
      quantity: "validation.positive",
      unit: "validation.invalidUnit",
    });
  });
});
