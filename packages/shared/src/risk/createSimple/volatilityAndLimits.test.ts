import { describe, expect, it } from "vitest";
import { assessInhalationRisk, type AssessmentInput } from "./assessInhalationRisk";
import { VERY_LOW_VAPOUR_PRESSURE_PA } from "./createSimpleData";
import { selectOel } from "./selectOel";

const base: AssessmentInput = {
  physicalState: "liquid", hazardStatements: [], boilingPointC: 290, amount: { value: 500, unit: "mL" },
  contentPercent: 100, ventilation: "general", hoursPerDay: 8, frequency: { per: "week", days: 5 },
};

describe("volatility from vapour pressure", () => {
  it("uses the method's 0.5 Pa threshold", () => expect(VERY_LOW_VAPOUR_PRESSURE_PA).toBe(0.5));

  it("glycerol (0.01 Pa, bp 290 °C) is very low, not low", () => {
    // very low × small → 0.5 ppm; general ventilation ×3 capped at 1 for very low; 8 h × 5 d = 40 h → ×1
    const r = assessInhalationRisk({ ...base, vapourPressurePa: 0.01 });
    expect(r.status).toBe("complete");
    if (r.status !== "complete") return;
    expect(r.volatility).toBe("very_low");
    expect(r.initialBand.max).toBe(0.5);
    expect(r.factors.ventilation).toBe(1);
    expect(r.explanation.find((s) => s.code === "volatility_from_vapour_pressure")?.values).toMatchObject({ vapourPressurePa: 0.01, thresholdPa: 0.5 });
  });

  it("0.5 Pa or more leaves the boiling point to decide", () => {
    const r = assessInhalationRisk({ ...base, vapourPressurePa: 0.5 });
    expect(r.status === "complete" && r.volatility).toBe("low");
  });

  it("a chosen band still wins, and above room temperature the boiling point decides", () => {
    const chosen = assessInhalationRisk({ ...base, vapourPressurePa: 0.01, volatility: "medium" });
    expect(chosen.status === "complete" && chosen.volatility).toBe("medium");
    const hot = assessInhalationRisk({ ...base, vapourPressurePa: 0.01, operatingTemperatureC: 80 });
    // at 80 °C: high below 170 °C, low above 450 °C → bp 290 °C is medium
    expect(hot.status === "complete" && hot.volatility).toBe("medium");
  });
});

describe("subliming solids", () => {
  const iodine: AssessmentInput = {
    physicalState: "solid", sublimes: true, oel: { value: 0.01, unit: "ppm", source: "ACGIH" }, hazardStatements: ["H312", "H315", "H319", "H332", "H335", "H372", "H400"],
    molarMassGPerMol: 253.8, boilingPointC: 184.3, vapourPressurePa: 31, amount: { value: 5, unit: "g" },
    contentPercent: 100, ventilation: "fume_hood", hoursPerDay: 1, frequency: { per: "week", days: 2 },
  };

  it("iodine is rated as a vapour in ppm from its boiling point, not as dust", () => {
    // bp 184.3 °C > 150 → low; 5 g → trace → 0.5 ppm; hood ×0.1; 2 h/week → ×0.1 → 0.005 ppm; / 0.01 → 0.5 → II
    const r = assessInhalationRisk(iodine);
    expect(r.status).toBe("complete");
    if (r.status !== "complete") return;
    expect(r.unit).toBe("ppm");
    expect(r.dustiness).toBeNull();
    expect(r.volatility).toBe("low");
    expect(r.initialBand.max).toBe(0.5);
    expect(r.exposure).toBe(0.005);
    expect(r.riskLevel).toBe("II");
    expect(r.explanation.some((s) => s.code === "subliming_solid")).toBe(true);
  });

  it("without the flag the same solid is a dust in mg/m³", () => {
    const r = assessInhalationRisk({ ...iodine, sublimes: false, oel: { value: 0.1, unit: "mg/m3" } });
    expect(r.status === "complete" && [r.unit, r.dustiness]).toEqual(["mg/m3", "medium"]);
  });

  it("a subliming solid without boiling point or vapour pressure asks for one", () => {
    const r = assessInhalationRisk({ ...iodine, boilingPointC: null, vapourPressurePa: null });
    expect(r.status === "incomplete" && r.missing).toEqual(["boiling_point"]);
  });
});

describe("exposure limit source order (濃度基準値 → JSOH → ACGIH)", () => {
  it("takes the Japanese value first even when ACGIH is stricter", () => {
    expect(selectOel([{ source: "ACGIH", ppm: 20, mgM3: null }, { source: "JSOH", ppm: 50, mgM3: null }])).toEqual({ source: "JSOH", ppm: 50, mgM3: null });
    expect(selectOel([{ source: "JSOH", ppm: 20, mgM3: null }, { source: "濃度基準値", ppm: 10, mgM3: null }, { source: "ACGIH", ppm: 10, mgM3: null }])?.source).toBe("濃度基準値");
  });
  it("skips a source without a value and returns null when none has one", () => {
    expect(selectOel([{ source: "濃度基準値", ppm: null, mgM3: null }, { source: "ACGIH", ppm: null, mgM3: 0.02 }])).toEqual({ source: "ACGIH", ppm: null, mgM3: 0.02 });
    expect(selectOel([])).toBeNull();
  });
});

describe("the limit's source in the explanation", () => {
  it("names a known source in full in both languages", () => {
    const r = assessInhalationRisk({ ...base, boilingPointC: 139, oel: { value: 50, unit: "ppm", source: "JSOH" } });
    const step = r.explanation.find((s) => s.code === "limit_oel")!;
    expect(step.en).toContain("JSOH occupational exposure limit");
    expect(step.ja).toContain("日本産業衛生学会 許容濃度");
  });
});

describe("amount of a subliming solid", () => {
  it("is read in grams with the solid ranges", () => {
    const r = assessInhalationRisk({
      physicalState: "solid", sublimes: true, boilingPointC: 218, hazardStatements: ["H302", "H351"], amount: { value: 150, unit: "g" },
      contentPercent: 100, ventilation: "fume_hood", hoursPerDay: 1, frequency: { per: "week", days: 1 },
    });
    const step = r.explanation.find((s) => s.code === "amount_level")!;
    expect(step.en).toBe("150 g is in the small level (100 g – 1 kg).");
  });
});
