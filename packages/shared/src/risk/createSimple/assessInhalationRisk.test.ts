import { describe, expect, it } from "vitest";
import {
  assessInhalationRisk,
  hazardLevelFromCodes,
  riskLevelForRatio,
  roundDownSignificant,
  type AssessmentInput,
  type CompleteInhalationAssessment,
} from "./assessInhalationRisk";

// Hand-worked cases. Shared reading of the tables (createSimpleData.ts):
//  volatility at 20 °C: high if bp < 50 °C, low if bp > 150 °C, else medium
//  liquid amount: ≥1 kL large, ≥1 L medium, ≥100 mL small, ≥10 mL minute, else trace
//  bands (upper end, ppm): medium volatility small 50, minute 5; high small 50, minute 50 ...
//  ventilation: none ×4, general ×3, fume hood ×0.1 (×0.01 verified), sealed ×0.001
//  time: 2 h/day × 3 days = 6 h/week → ×1
//  level: ratio ≤0.1 I, ≤1 II, ≤10 III, >10 IV

/** How the cases work unless they say otherwise: undiluted, 2 h/day on 3 days a week (×1). */
const usualWork: Pick<AssessmentInput, "contentPercent" | "hoursPerDay" | "frequency"> = {
  contentPercent: 100,
  hoursPerDay: 2,
  frequency: { per: "week", days: 3 },
};

const toluene500mL: AssessmentInput = {
  physicalState: "liquid",
  oel: { value: 20, unit: "ppm", source: "濃度基準値" },
  hazardStatements: ["H225", "H304", "H315", "H336", "H361d", "H373"],
  boilingPointC: 111,
  molarMassGPerMol: 92.14,
  amount: { value: 500, unit: "mL" },
  ...usualWork,
  ventilation: "fume_hood",
};

/** A liquid worked as usual (usualWork) where the case does not say otherwise. */
const liquid = (input: Omit<AssessmentInput, "physicalState" | "hoursPerDay" | "frequency"> & Partial<typeof usualWork>): AssessmentInput => ({
  physicalState: "liquid",
  ...usualWork,
  ...input,
});

function complete(input: AssessmentInput): CompleteInhalationAssessment {
  const r = assessInhalationRisk(input);
  if (r.status !== "complete") throw new Error(`incomplete: ${r.missing.join(",")}`);
  return r;
}

describe("assessInhalationRisk — worked cases", () => {
  it("1. 500 mL toluene in a fume hood is level II", () => {
    // bp 111 °C → medium; 500 mL → small; band 5–50 ppm → 50
    // 50 × 1 (100 %) × 0.1 (hood) × 1 (6 h/week) = 5 ppm; 5 / 20 = 0.25 → II
    const r = complete(toluene500mL);
    expect(r.volatility).toBe("medium");
    expect(r.amountLevel).toBe("small");
    expect(r.initialBand).toEqual({ min: 5, max: 50 });
    expect(r.factors).toEqual({ content: 1, spray: 1, ventilation: 0.1, time: 1 });
    expect(r.exposure).toBe(5);
    expect(r.limit).toEqual({ value: 20, unit: "ppm", basis: "oel", source: "濃度基準値" });
    expect(r.ratio).toBeCloseTo(0.25, 10);
    expect(r.riskLevel).toBe("II");
  });

  it("2. the same 500 mL on an open bench with room ventilation is level III", () => {
    // 50 × 1 × 3 (general) × 1 = 150 ppm; 150 / 20 = 7.5 → III
    const r = complete({ ...toluene500mL, contentPercent: 100, ventilation: "general" });
    expect(r.exposure).toBe(150);
    expect(r.ratio).toBeCloseTo(7.5, 10);
    expect(r.riskLevel).toBe("III");
    // and in a room without ventilation: 50 × 4 = 200 ppm; 200 / 20 = 10 → still III (≤ 10)
    const none = complete({ ...toluene500mL, contentPercent: 100, ventilation: "none" });
    expect(none.exposure).toBe(200);
    expect(none.riskLevel).toBe("III");
  });

  it("3. a respirator lowers the level", () => {
    // open bench 150 ppm; full-face mask APF 50 → 150 / 50 = 3 ppm; 3 / 20 = 0.15 → II
    const r = complete({ ...toluene500mL, contentPercent: 100, ventilation: "general", respirator: "full_face" });
    expect(r.exposure).toBe(150);
    expect(r.protectionFactor).toBe(50);
    expect(r.inhaledExposure).toBe(3);
    expect(r.ratio).toBeCloseTo(0.15, 10);
    expect(r.riskLevel).toBe("II");
    // an explicit device factor wins over the type's typical value: 150 / 1000 = 0.15 ppm → 0.0075 → I
    expect(complete({ ...toluene500mL, contentPercent: 100, ventilation: "general", respirator: "half_mask", respiratorProtectionFactor: 1000 }).riskLevel).toBe("I");
  });

  it("4. a carcinogen (H350) without an exposure limit is HL5 and judged against 0.05 ppm", () => {
    // HL5 → control concentration 0.05 ppm; bp 80 °C → medium; 10 mL → minute → 5 ppm
    // 5 × 1 × 0.1 (hood) × 1 = 0.5 ppm; 0.5 / 0.05 = 10 → III
    const r = complete(liquid({ oel: null, hazardStatements: ["H225", "H350", "H319"], boilingPointC: 80, amount: { value: 10, unit: "mL" }, ventilation: "fume_hood" }));
    expect(r.hazardLevel).toBe("HL5");
    expect(r.hazardLevelCodes).toEqual(["H350"]);
    expect(r.limit).toEqual({ value: 0.05, unit: "ppm", basis: "control_concentration" });
    expect(r.controlConcentration.range).toBe("< 0.05 ppm");
    expect(r.amountLevel).toBe("minute");
    expect(r.exposure).toBe(0.5);
    expect(r.ratio).toBeCloseTo(10, 10);
    expect(r.riskLevel).toBe("III");
    expect(r.physicalHazard.flammable).toBe(true);
    // a carcinogenic powder without a limit: HL5 → 0.001 mg/m³
    const solid = complete({ physicalState: "solid", hazardStatements: ["H350i"], amount: { value: 1, unit: "g" }, contentPercent: 100, ventilation: "fume_hood", hoursPerDay: 1, frequency: { per: "week", days: 1 } });
    expect(solid.hazardLevel).toBe("HL5");
    expect(solid.limit).toEqual({ value: 0.001, unit: "mg/m3", basis: "control_concentration" });
  });

  it("5. a small amount of a low-hazard powder is level I", () => {
    // no health-hazard code → HL1 → 10 mg/m³; 5 g → trace; dustiness medium (default) → 0.1 mg/m³
    // 0.1 × 1 × 3 (general) × 1 = 0.3 mg/m³; 0.3 / 10 = 0.03 → I
    const r = complete({ physicalState: "solid", hazardStatements: [], amount: { value: 5, unit: "g" }, ...usualWork, ventilation: "general" });
    expect(r.hazardLevel).toBe("HL1");
    expect(r.unit).toBe("mg/m3");
    expect(r.dustiness).toBe("medium");
    expect(r.amountLevel).toBe("trace");
    expect(r.exposure).toBe(0.3);
    expect(r.ratio).toBeCloseTo(0.03, 10);
    expect(r.riskLevel).toBe("I");
    expect(r.physicalHazard.flagged).toBe(false);
  });

  it("6. diethyl ether in a verified fume hood is level I and flagged flammable and peroxide-forming", () => {
    // bp 34.6 °C → high; 100 mL → small → 50 ppm; hood with verified capture velocity ×0.01
    // 50 × 0.01 = 0.5 ppm; OEL 400 ppm → 0.00125 → I
    const ether = { oel: { value: 400, unit: "ppm" }, hazardStatements: ["H224", "H302", "H336", "EUH019", "EUH066"], boilingPointC: 34.6 } as const;
    const r = complete(liquid({ ...ether, amount: { value: 100, unit: "mL" }, ventilation: "fume_hood", controlVelocityVerified: true, hoursPerDay: 1, frequency: { per: "week", days: 5 } }));
    expect(r.volatility).toBe("high");
    expect(r.factors.ventilation).toBe(0.01);
    expect(r.exposure).toBe(0.5);
    expect(r.ratio).toBeCloseTo(0.00125, 12);
    expect(r.riskLevel).toBe("I");
    expect(r.physicalHazard).toMatchObject({ flammable: true, explosive: true, flagged: true });
    expect(r.physicalHazard.codes).toEqual(["H224", "EUH019"]);
  });

  it("7. duration and frequency change the estimate by a decade each way", () => {
    // 10 h × 5 days = 50 h/week > 40 → ×10: 5 ppm × 10 = 50 ppm; 50 / 20 = 2.5 → III
    const long = complete({ ...toluene500mL, hoursPerDay: 10, frequency: { per: "week", days: 5 } });
    expect(long.factors.time).toBe(10);
    expect(long.exposure).toBe(50);
    expect(long.riskLevel).toBe("III");
    // 0.5 h × 2 days = 1 h/week ≤ 4 → ×0.1: 0.5 ppm; 0.025 → I
    const short = complete({ ...toluene500mL, hoursPerDay: 0.5, frequency: { per: "week", days: 2 } });
    expect(short.factors.time).toBe(0.1);
    expect(short.exposure).toBe(0.5);
    expect(short.riskLevel).toBe("I");
    // less than weekly: 8 h × 30 days/year = 240 h > 192 → ×1; 4 h × 12 days = 48 h → ×0.1
    expect(complete({ ...toluene500mL, hoursPerDay: 8, frequency: { per: "year", days: 30 } }).factors.time).toBe(1);
    expect(complete({ ...toluene500mL, hoursPerDay: 4, frequency: { per: "year", days: 12 } }).factors.time).toBe(0.1);
  });

  it("8. a 10 % methanol solution on the bench: content factor 0.6", () => {
    // bp 64.7 °C → medium; 2 L → medium → 500 ppm; 10 % → ×0.6; general ×3
    // 500 × 0.6 × 3 × 1 = 900 ppm; OEL 200 ppm → 4.5 → III
    const methanol = { oel: { value: 200, unit: "ppm" }, hazardStatements: ["H225", "H301", "H311", "H331", "H370"], boilingPointC: 64.7 } as const;
    const r = complete(liquid({ ...methanol, amount: { value: 2, unit: "L" }, contentPercent: 10, ventilation: "general" }));
    expect(r.amountLevel).toBe("medium");
    expect(r.factors.content).toBe(0.6);
    expect(r.exposure).toBe(900);
    expect(r.ratio).toBeCloseTo(4.5, 10);
    expect(r.riskLevel).toBe("III");
    expect(r.hazardLevel).toBe("HL3"); // H301/H311/H331 (acute 3) and H370 (STOT SE 1), shown although the OEL decides
  });

  it("9. an exposure limit in mg/m³ is converted with the molar mass", () => {
    // 75 mg/m³ × 24.45 / 92.14 = 19.90 ppm; 5 / 19.90 = 0.2512 → II
    const r = complete({ ...toluene500mL, oel: { value: 75, unit: "mg/m3" } });
    expect(r.limit.value).toBeCloseTo(19.902, 3);
    expect(r.ratio).toBeCloseTo(0.25124, 4);
    expect(r.riskLevel).toBe("II");
    const step = r.explanation.find((s) => s.code === "limit_oel_converted");
    expect(step?.en).toContain("75 × 24.45 ÷ 92.14 = 19.9 ppm");
    // without a molar mass the conversion is impossible and the input is asked for
    const inc = assessInhalationRisk({ ...toluene500mL, oel: { value: 75, unit: "mg/m3" }, molarMassGPerMol: null });
    expect(inc.status).toBe("incomplete");
    if (inc.status === "incomplete") expect(inc.missing).toEqual(["molar_mass"]);
  });

  it("10. a liquid weighed in grams is converted with its density", () => {
    // 90 g ÷ 0.867 g/mL = 103.8 mL → small; without density 1 g/mL is assumed → 90 mL → minute
    const withDensity = complete({ ...toluene500mL, amount: { value: 90, unit: "g" }, densityGPerMl: 0.867 });
    expect(withDensity.amountLevel).toBe("small");
    const assumed = complete({ ...toluene500mL, amount: { value: 90, unit: "g" } });
    expect(assumed.amountLevel).toBe("minute");
    const step = assumed.explanation.find((s) => s.code === "amount_converted");
    expect(step?.values.densityAssumed).toBe(true);
    expect(step?.ja).toContain("1 g/mL と仮定");
    // moles go through the molar mass: 1 mol × 92.14 g/mol ÷ 0.867 = 106.3 mL → small
    expect(complete({ ...toluene500mL, amount: { value: 1, unit: "mol" }, densityGPerMl: 0.867 }).amountLevel).toBe("small");
  });

  it("11. a hot operation raises volatility: 50 mL toluene at 60 °C", () => {
    // 20 °C: medium, minute → 5 ppm × 0.1 = 0.5 ppm → 0.025 → I
    // 60 °C: high below 2×60+10 = 130 °C → high, minute → 50 ppm × 0.1 = 5 ppm → 0.25 → II
    const cold = complete({ ...toluene500mL, amount: { value: 50, unit: "mL" } });
    const hot = complete({ ...toluene500mL, amount: { value: 50, unit: "mL" }, operatingTemperatureC: 60 });
    expect([cold.volatility, cold.exposure, cold.riskLevel]).toEqual(["medium", 0.5, "I"]);
    expect([hot.volatility, hot.exposure, hot.riskLevel]).toEqual(["high", 5, "II"]);
  });

  it("12. the floor: a trace of a high-boiling liquid in a sealed system is 0.005 ppm", () => {
    // bp 200 °C → low; 5 mL → trace → 0.5 ppm × 0.001 = 0.0005 → floor 0.005 ppm
    const r = complete(liquid({ hazardStatements: ["H302"], boilingPointC: 200, amount: { value: 5, unit: "mL" }, ventilation: "sealed" }));
    expect(r.volatility).toBe("low");
    expect(r.exposure).toBe(0.005);
    // HL2 → 50 ppm; 0.005 / 50 = 0.0001 → I
    expect(r.limit.value).toBe(50);
    expect(r.riskLevel).toBe("I");
  });

  it("13. a gas is converted from litres to mass and treated as highly volatile", () => {
    // 1 L NH3: 1 / 24.45 mol × 17.03 g/mol = 0.6965 g → 0.6965 mL → trace; high/trace → 5 ppm
    // × 0.1 (hood) × 1 (6 h/week) = 0.5 ppm; OEL 20 ppm → 0.025 → I
    const r = complete({ physicalState: "gas", oel: { value: 20, unit: "ppm" }, hazardStatements: ["H221", "H280", "H314", "H331"], molarMassGPerMol: 17.03, amount: { value: 1, unit: "L" }, ...usualWork, ventilation: "fume_hood" });
    expect(r.volatility).toBe("high");
    expect(r.amountLevel).toBe("trace");
    expect(r.exposure).toBe(0.5);
    expect(r.riskLevel).toBe("I");
    expect(r.physicalHazard.flammable).toBe(true);
  });

  it("14. the very-low-volatility cap keeps poor ventilation at ×1", () => {
    // very low, small → 0.5 ppm; no ventilation would be ×4 but is capped to ×1 → 0.5 ppm
    const r = complete(liquid({ volatility: "very_low", amount: { value: 200, unit: "mL" }, ventilation: "none" }));
    expect(r.factors.ventilation).toBe(1);
    expect(r.exposure).toBe(0.5);
  });

  it("reports what is missing instead of guessing", () => {
    const r = assessInhalationRisk({ ...toluene500mL, boilingPointC: null, amount: { value: 3, unit: "pcs" } });
    expect(r.status).toBe("incomplete");
    if (r.status !== "incomplete") return;
    expect(r.missing).toEqual(["boiling_point", "amount"]);
    const last = r.explanation.find((s) => s.code === "missing");
    expect(last?.ja).toContain("沸点");
    // a chosen band and level fill the gaps
    expect(complete({ ...toluene500mL, boilingPointC: null, amount: { value: 3, unit: "pcs" }, volatility: "medium", amountLevel: "small" }).exposure).toBe(5);
  });

  it("explains every step in both languages with the numbers used", () => {
    const r = complete({ ...toluene500mL, contentPercent: 100, ventilation: "general", respirator: "full_face" });
    expect(r.explanation.map((s) => s.code)).toEqual([
      "hazard_level",
      "limit_oel",
      "volatility_from_boiling_point",
      "amount_converted",
      "amount_level",
      "initial_band",
      "content_factor",
      "ventilation_factor",
      "time_factor",
      "exposure_estimate",
      "respirator",
      "ratio",
      "risk_level",
      "physical_hazard",
    ]);
    for (const s of r.explanation) {
      expect(s.en.length).toBeGreaterThan(10);
      expect(s.ja.length).toBeGreaterThan(5);
    }
    const est = r.explanation.find((s) => s.code === "exposure_estimate")!;
    expect(est.en).toContain("50 × 1 × 3 × 1 = 150 ppm");
    expect(est.ja).toContain("50 × 1 × 3 × 1 = 150 ppm");
    expect(r.explanation.find((s) => s.code === "ratio")!.en).toContain("3 ÷ 20 = 0.15");
    expect(r.explanation.find((s) => s.code === "volatility_from_boiling_point")!.values).toMatchObject({ highBelowC: 50, lowAboveC: 150, volatility: "medium" });
  });

  it("joins a step's sentences as each language does: a space after an English full stop, none after 。", () => {
    // Toluene's H315 adds the skin/eye sentence to the hazard level's; the risk level adds its meaning.
    const r = complete(toluene500mL);
    const hazard = r.explanation.find((s) => s.code === "hazard_level")!;
    expect(hazard.en).toMatch(/\)\. Skin\/eye mark S from H315:/);
    expect(hazard.ja).toContain("。皮膚・眼への有害性 S（H315）");
    const level = r.explanation.find((s) => s.code === "risk_level")!;
    expect(level.en).toMatch(/> 10\)\. \S/);
    expect(level.ja).toMatch(/10超）。\S/);
    for (const s of r.explanation) {
      expect(s.ja).not.toMatch(/。\s/);
      expect(s.en).not.toMatch(/^\s|\s$|\s\s/);
      expect(s.ja).not.toMatch(/^\s|\s$/);
    }
    // without a skin/eye code nothing is appended, not even a space
    const noS = complete({ ...toluene500mL, hazardStatements: ["H225", "H361d"] }).explanation.find((s) => s.code === "hazard_level")!;
    expect(noS.en).toMatch(/\.$/);
    expect(noS.ja).toMatch(/。$/);
  });
});

describe("hazard level from GHS codes", () => {
  it("takes the highest level over all statements", () => {
    expect(hazardLevelFromCodes([]).level).toBe("HL1");
    expect(hazardLevelFromCodes(["H315", "H319", "H336"]).level).toBe("HL1");
    expect(hazardLevelFromCodes(["H302", "H319"])).toEqual({ level: "HL2", codes: ["H302"], skinEye: ["H319"] });
    expect(hazardLevelFromCodes(["H301"]).level).toBe("HL3");
    expect(hazardLevelFromCodes(["h 361d", "H302"])).toEqual({ level: "HL4", codes: ["H361d"], skinEye: [] });
    expect(hazardLevelFromCodes(["H350i"]).level).toBe("HL5");
    expect(hazardLevelFromCodes(["H340", "H350"])).toEqual({ level: "HL5", codes: ["H340", "H350"], skinEye: [] });
  });
});

describe("numeric helpers", () => {
  it("rounds down to two significant figures without binary noise", () => {
    // 0.7 × 0.1 is 0.06999999999999999 in binary; a naive floor would give 0.069
    expect(0.7 * 0.1).toBeLessThan(0.07);
    expect(roundDownSignificant(0.7 * 0.1, 2)).toBe(0.07);
    expect(roundDownSignificant(50 * 0.6 * 0.1, 2)).toBe(3);
    expect(roundDownSignificant(7.46, 2)).toBe(7.4);
    expect(roundDownSignificant(0.01234, 2)).toBe(0.012);
    expect(roundDownSignificant(1999, 2)).toBe(1900);
  });

  it("puts the boundaries in the lower level", () => {
    expect(riskLevelForRatio(0.1)).toBe("I");
    expect(riskLevelForRatio(0.1000001)).toBe("II");
    expect(riskLevelForRatio(1)).toBe("II");
    expect(riskLevelForRatio(10)).toBe("III");
    expect(riskLevelForRatio(10.5)).toBe("IV");
  });
});

describe("content is required", () => {
  it("is never assumed to be 100 %: without it the estimate is incomplete and says so", () => {
    const { contentPercent: _omit, ...noContent } = { ...toluene500mL, contentPercent: 100 };
    void _omit;
    const r = assessInhalationRisk(noContent);
    expect(r.status).toBe("incomplete");
    if (r.status === "incomplete") expect(r.missing).toContain("content");
  });
});
