import { describe, expect, it } from "vitest";
import { assessInhalationRisk } from "./createSimple/assessInhalationRisk";
import { assessmentInputSchema, screeningUpdateSchema } from "./riskSchemas";

describe("screeningUpdateSchema", () => {
  it("accepts known question ids with yes/no/na", () => {
    const r = screeningUpdateSchema.safeParse({ answers: { chem_flammable: "yes", rad_laser: "na" }, comments: { chem_flammable: " 500 mL toluene " } });
    expect(r.success).toBe(true);
    if (r.success) expect(r.data.comments?.chem_flammable).toBe("500 mL toluene");
  });

  it("refuses unknown ids, other answers and extra fields", () => {
    expect(screeningUpdateSchema.safeParse({ answers: { not_a_question: "yes" } }).success).toBe(false);
    expect(screeningUpdateSchema.safeParse({ answers: { chem_flammable: "maybe" } }).success).toBe(false);
    expect(screeningUpdateSchema.safeParse({ answers: {}, done: true }).success).toBe(false);
    expect(screeningUpdateSchema.safeParse({ answers: {}, comments: { chem_flammable: "x".repeat(1001) } }).success).toBe(false);
  });
});

describe("assessmentInputSchema", () => {
  const valid = {
    physicalState: "liquid",
    oel: { value: 20, unit: "ppm", source: "濃度基準値" },
    hazardStatements: ["H225", "H361d"],
    boilingPointC: 111,
    amount: { value: 500, unit: "mL" },
    contentPercent: 100, ventilation: "fume_hood",
    hoursPerDay: 2,
    frequency: { per: "week", days: 3 },
  };

  it("parses a payload the calculator can use directly", () => {
    const r = assessmentInputSchema.safeParse(valid);
    expect(r.success).toBe(true);
    if (!r.success) return;
    const a = assessInhalationRisk(r.data);
    expect(a.status === "complete" && a.riskLevel).toBe("II");
  });

  it("refuses impossible values", () => {
    expect(assessmentInputSchema.safeParse({ ...valid, hazardStatements: ["flammable"] }).success).toBe(false);
    expect(assessmentInputSchema.safeParse({ ...valid, contentPercent: 100, ventilation: "window" }).success).toBe(false);
    expect(assessmentInputSchema.safeParse({ ...valid, hoursPerDay: 25 }).success).toBe(false);
    expect(assessmentInputSchema.safeParse({ ...valid, frequency: { per: "week", days: 8 } }).success).toBe(false);
    expect(assessmentInputSchema.safeParse({ ...valid, contentPercent: 0 }).success).toBe(false);
    expect(assessmentInputSchema.safeParse({ ...valid, oel: { value: -1, unit: "ppm" } }).success).toBe(false);
    expect(assessmentInputSchema.safeParse({ ...valid, respiratorProtectionFactor: 0.5 }).success).toBe(false);
  });

  // The form shows them under the field's label in the reader's language; zod's own words are English.
  it("says why with message keys, by field", () => {
    const why = (patch: object) => assessmentInputSchema.safeParse({ ...valid, ...patch }).error?.issues.map((i) => `${i.path.join(".")} ${i.message}`);
    expect(why({ hoursPerDay: 25 })).toEqual(["hoursPerDay validation.max"]);
    expect(why({ hoursPerDay: 0 })).toEqual(["hoursPerDay validation.positive"]);
    expect(why({ frequency: { per: "week", days: 2.5 } })).toEqual(["frequency.days validation.integer"]);
    expect(why({ boilingPointC: -300 })).toEqual(["boilingPointC validation.min"]);
    expect(why({ hazardStatements: ["H225", "flammable"] })).toEqual(["hazardStatements.1 risk.inputs.badHazardCode"]);
  });
});
