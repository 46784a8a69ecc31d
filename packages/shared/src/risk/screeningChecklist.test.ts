import { describe, expect, it } from "vitest";
import { REGULATION_NOTE, SCREENING_CHECKLIST, SCREENING_QUESTION_IDS, SCREENING_QUESTIONS } from "./screeningChecklist";

describe("screening checklist", () => {
  it("has unique ids and text in both languages", () => {
    expect(new Set(SCREENING_QUESTION_IDS).size).toBe(SCREENING_QUESTION_IDS.length);
    for (const q of SCREENING_QUESTIONS) {
      expect(q.en).toMatch(/\?$/);
      expect(q.ja).toMatch(/。$/);
    }
    for (const s of SCREENING_CHECKLIST) {
      expect(s.title.en.length).toBeGreaterThan(0);
      expect(s.title.ja.length).toBeGreaterThan(0);
    }
  });

  it("covers what the safety office asks, including the Japanese legal flags", () => {
    for (const id of [
      "chem_flammable", "chem_explosive", "chem_pyrophoric", "chem_acute_toxic", "chem_cmr",
      "gas_toxic_flammable", "gas_cryogen", "gas_oxygen_depletion",
      "proc_high_pressure", "proc_vacuum", "proc_sealed_tube", "proc_heating_distillation", "proc_scale_up",
      "rad_laser", "rad_xray", "rad_radioisotope", "rad_uv", "bio_biohazard", "bio_recombinant", "bio_animals",
      "nano_materials", "work_alone", "work_after_hours", "ctrl_ppe", "ctrl_fume_hood", "ctrl_waste", "ctrl_emergency",
    ]) expect(SCREENING_QUESTION_IDS).toContain(id);
    const lawText = SCREENING_QUESTIONS.filter((q) => q.sectionId === "law").map((q) => q.ja).join("\n");
    for (const law of ["毒物及び劇物取締法", "消防法", "高圧ガス保安法", "有機溶剤中毒予防規則", "特定化学物質障害予防規則", "カルタヘナ法", "放射性同位元素", "酸素欠乏症等防止規則"]) {
      expect(lawText).toContain(law);
    }
  });

  it("carries the 1 April 2023 regulation note in both languages", () => {
    expect(REGULATION_NOTE.effectiveDate).toBe("2023-04-01");
    expect(REGULATION_NOTE.en).toContain("1 April 2023");
    expect(REGULATION_NOTE.ja).toContain("2023年（令和5年）4月1日");
    expect(REGULATION_NOTE.ja).toContain("CREATE-SIMPLE");
  });
});
