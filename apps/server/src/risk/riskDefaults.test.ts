import { describe, expect, it } from "vitest";
import { defaultInputs, type RiskMaterialLine } from "./riskMaterials";

const line: RiskMaterialLine = {
  materialId: "m", name: "よう素", nameEn: "Iodine", casNumber: "7553-56-2", quantity: 5, unit: "g", molarMass: 253.81, density: null,
  riskType: "other", physicalState: "solid", boilingPointC: 184.3, hazardStatements: ["H312", "H315", "H319", "H332", "H335", "H372", "H400"],
  oelPpm: 0.01, oelMgM3: 0.1, oelSource: "ACGIH", vapourPressurePa: 31, sublimes: true, purity: null, concentration: null, system: true,
};

describe("default assessment inputs", () => {
  it("start at the conservative end of every choice until the user chooses", () => {
    const d = defaultInputs(line);
    expect(d).toMatchObject({ ventilation: "none", controlVelocityVerified: false, hoursPerDay: 8, frequency: { per: "week", days: 5 }, respirator: "none" });
    expect(d.spray ?? null).toBeNull();
  });

  it("carry the register's vapour pressure, sublimation flag and the limit with its source", () => {
    const d = defaultInputs(line);
    // A subliming solid is compared in ppm, so the ppm limit is the one taken.
    expect(d.oel).toEqual({ value: 0.01, unit: "ppm", source: "ACGIH" });
    expect(d).toMatchObject({ sublimes: true, vapourPressurePa: 31 });
    const dust = defaultInputs({ ...line, sublimes: false });
    expect(dust.oel).toEqual({ value: 0.1, unit: "mg/m3", source: "ACGIH" });
  });

  it("never assume the content of a space's own material", () => {
    expect(defaultInputs({ ...line, system: false }).contentPercent).toBeNull();
  });
});
