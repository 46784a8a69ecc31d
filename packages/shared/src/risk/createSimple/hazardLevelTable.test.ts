import { describe, expect, it } from "vitest";
import { assessInhalationRisk, hazardLevelFromCodes } from "./assessInhalationRisk";
import { HAZARD_LEVEL_RULES } from "./createSimpleData";

// One case per row of the design criteria's HL table (§2.2) and the S mark (§2.3).
// Each statement alone gives its row's level; the level is the highest row met.
const ROWS: [string, "HL1" | "HL2" | "HL3" | "HL4" | "HL5"][] = [
  // HL5: mutagenicity 1 and 2, carcinogenicity 1, respiratory sensitisation 1
  ["H340", "HL5"], ["H341", "HL5"], ["H350", "HL5"], ["H350i", "HL5"], ["H334", "HL5"],
  // HL4: acute toxicity 1–2, carcinogenicity 2, reproductive toxicity 1–2 (and lactation), STOT RE 1
  ["H300", "HL4"], ["H310", "HL4"], ["H330", "HL4"], ["H351", "HL4"], ["H360FD", "HL4"], ["H361d", "HL4"], ["H362", "HL4"], ["H372", "HL4"],
  // HL3: acute toxicity 3, skin corrosion 1, serious eye damage 1, skin sensitisation 1, STOT SE 1, STOT SE 3 (respiratory irritation), STOT RE 2
  ["H301", "HL3"], ["H311", "HL3"], ["H331", "HL3"], ["H314", "HL3"], ["H318", "HL3"], ["H317", "HL3"], ["H370", "HL3"], ["H335", "HL3"], ["H373", "HL3"],
  // HL2: acute toxicity 4, STOT SE 2
  ["H302", "HL2"], ["H312", "HL2"], ["H332", "HL2"], ["H371", "HL2"],
  // HL1: acute toxicity 5, skin/eye irritation 2, narcotic effects, aspiration (not counted), unclassified
  ["H303", "HL1"], ["H315", "HL1"], ["H319", "HL1"], ["H320", "HL1"], ["H336", "HL1"], ["H304", "HL1"], ["H305", "HL1"],
  // Physical and environmental statements never set a health level.
  ["H225", "HL1"], ["H410", "HL1"], ["EUH019", "HL1"],
];

describe("CREATE-SIMPLE hazard level table, row by row", () => {
  it.each(ROWS)("%s alone → %s", (code, level) => {
    expect(hazardLevelFromCodes([code]).level).toBe(level);
  });

  it("every rule cites a row of §2.2 whose level matches its own", () => {
    for (const r of HAZARD_LEVEL_RULES) {
      expect(r.row).toMatch(/^§2\.2 HL[1-5]: /);
      expect(r.row.slice(5, 8)).toBe(r.level);
    }
  });

  it("aspiration (H304) never raises the level: hexane-like codes are set by the others", () => {
    expect(hazardLevelFromCodes(["H225", "H304", "H336"]).level).toBe("HL1");
    expect(hazardLevelFromCodes(["H304", "H302"])).toMatchObject({ level: "HL2", codes: ["H302"] });
  });

  it("names the statements of the chosen row, HL1 included", () => {
    expect(hazardLevelFromCodes(["H225", "H319"])).toEqual({ level: "HL1", codes: ["H319"], skinEye: ["H319"] });
    expect(hazardLevelFromCodes(["H315", "H319", "H335"])).toEqual({ level: "HL3", codes: ["H335"], skinEye: ["H315", "H319"] });
    expect(hazardLevelFromCodes(["H301+H311+H331"])).toEqual({ level: "HL3", codes: ["H301", "H311", "H331"], skinEye: [] });
  });

  it("marks S for skin and eye hazards without changing the level", () => {
    expect(hazardLevelFromCodes(["H314"]).skinEye).toEqual(["H314"]);
    expect(hazardLevelFromCodes(["H317", "H318"]).skinEye).toEqual(["H317", "H318"]);
    expect(hazardLevelFromCodes(["H302"]).skinEye).toEqual([]);
  });

  it("changes the control concentration used without an exposure limit (benzyl bromide: H315 H319 H335 → HL3, 5 ppm)", () => {
    const r = assessInhalationRisk({
      physicalState: "liquid", hazardStatements: ["H315", "H319", "H335"], boilingPointC: 198, amount: { value: 5, unit: "mL" },
      contentPercent: 100, ventilation: "fume_hood", hoursPerDay: 1, frequency: { per: "week", days: 1 },
    });
    expect(r.status).toBe("complete");
    if (r.status !== "complete") return;
    expect(r.limit).toMatchObject({ basis: "control_concentration", value: 5, unit: "ppm" });
    expect(r.skinEyeHazardCodes).toEqual(["H315", "H319"]);
    expect(r.explanation[0].en).toContain("Skin/eye mark S");
  });
});
