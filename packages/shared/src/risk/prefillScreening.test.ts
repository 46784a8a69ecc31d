import { describe, expect, it } from "vitest";
import { prefillScreening, type ScreeningMaterial } from "./prefillScreening";

const toluene: ScreeningMaterial = { id: "m-tol", name: "トルエン", nameEn: "toluene", riskType: "flammable", hazardStatements: ["H225", "H304", "H315", "H336", "H361d", "H373"], physicalState: "liquid", casNumber: "108-88-3", boilingPointC: 111 };
const nBuLi: ScreeningMaterial = { id: "m-buli", name: "n-ブチルリチウム", riskType: "other", hazardStatements: ["H225", "H250", "H260", "H314"], physicalState: "liquid" };
const ln2: ScreeningMaterial = { id: "m-ln2", name: "液体窒素", nameEn: "liquid nitrogen", riskType: "other", hazardStatements: ["H281"], physicalState: "liquid", boilingPointC: -196 };

describe("prefillScreening", () => {
  it("ticks flammables for a flammable material, with the reasons", () => {
    const p = prefillScreening([toluene]);
    expect(p.chem_flammable?.answer).toBe("yes");
    expect(p.chem_flammable?.reasons.map((r) => r.detail)).toEqual(["flammable", "H225"]);
    expect(p.chem_flammable?.reasons[1]).toMatchObject({ materialId: "m-tol", basis: "hazard_statement", en: "toluene: H225 (flammable)", ja: "トルエン：H225（引火性・可燃性）" });
    // The register's risk type is worded, not quoted: no English "flammable" in the Japanese reason.
    expect(p.chem_flammable?.reasons[0]).toMatchObject({ basis: "risk_type", en: "toluene: registered as flammable", ja: "トルエン：危険種別が引火性" });
    expect(p.chem_cmr?.reasons.map((r) => r.detail)).toEqual(["H361d"]);
    // Fire Service Act class 4 from H225; organic solvent and deleterious from the CAS list
    expect(p.law_fire_service?.reasons[0].ja).toContain("第4類");
    expect(p.law_organic_solvent?.reasons[0].detail).toBe("108-88-3");
    expect(p.law_poison?.reasons[0].ja).toContain("劇物");
    // nothing in toluene's data says anything about lasers or working alone
    expect(p.rad_laser).toBeUndefined();
    expect(p.work_alone).toBeUndefined();
    expect(p.chem_explosive).toBeUndefined();
  });

  it("maps explosive, pyrophoric, water-reactive, toxic and carcinogenic codes", () => {
    const p = prefillScreening([
      nBuLi,
      { name: "過酸化ベンゾイル", riskType: "explosive", hazardStatements: ["H241", "H317", "H319"], physicalState: "solid" },
      { name: "シアン化ナトリウム", riskType: "other", hazardStatements: ["H300", "H310", "H330", "EUH032"], physicalState: "solid", casNumber: "143-33-9" },
      { name: "ベンゼン", riskType: "flammable", hazardStatements: ["H225", "H340", "H350", "H372"], casNumber: "71-43-2" },
    ]);
    expect(p.chem_pyrophoric?.reasons.map((r) => r.detail)).toEqual(["H250", "H260"]);
    expect(p.chem_explosive?.reasons.map((r) => r.detail)).toEqual(["explosive", "H241"]);
    expect(p.chem_corrosive?.reasons.map((r) => r.detail)).toEqual(["H314"]);
    expect(p.chem_acute_toxic?.reasons.map((r) => r.detail)).toEqual(["H300", "H310", "H330"]);
    expect(p.chem_cmr?.reasons.map((r) => r.detail)).toEqual(["H340", "H350"]);
    expect(p.law_poison?.reasons.map((r) => r.materialName)).toEqual(["シアン化ナトリウム"]);
    expect(p.law_specified_chemical?.reasons.map((r) => r.materialName)).toEqual(["シアン化ナトリウム", "ベンゼン"]);
    // H250 and H260 are Fire Service Act class 3; H241 class 5
    const fire = p.law_fire_service!.reasons.map((r) => `${r.detail}:${r.ja}`);
    expect(fire).toContain("H250:n-ブチルリチウム：H250（第3類（自然発火性物質））");
    expect(fire.some((f) => f.startsWith("H241") && f.includes("第5類"))).toBe(true);
    expect(fire.some((f) => f.startsWith("H260") && f.includes("第3類"))).toBe(true);
  });

  it("treats peroxide formers by CAS and cryogens by code or boiling point", () => {
    const p = prefillScreening([
      { name: "THF", riskType: "flammable", hazardStatements: ["H225", "H319", "H335", "H351"], casNumber: "109-99-9" },
      ln2,
      { name: "ドライアイス", riskType: "other", hazardStatements: [], physicalState: "solid", casNumber: "124-38-9" },
    ]);
    expect(p.chem_explosive?.reasons[0]).toMatchObject({ basis: "cas", detail: "109-99-9" });
    expect(p.gas_cryogen?.reasons.map((r) => r.detail)).toEqual(["H281", "-196 °C", "124-38-9"]);
    expect(p.gas_oxygen_depletion?.answer).toBe("yes");
    expect(p.law_high_pressure_gas?.reasons.map((r) => r.materialName)).toEqual(["液体窒素"]);
  });

  it("flags toxic and flammable gases only for gases", () => {
    const p = prefillScreening([
      { name: "一酸化炭素", riskType: "flammable", hazardStatements: ["H220", "H280", "H331", "H360D", "H372"], physicalState: "gas", casNumber: "630-08-0" },
      { name: "アセトニトリル", riskType: "flammable", hazardStatements: ["H225", "H302", "H312", "H332", "H319"], physicalState: "liquid" },
    ]);
    expect(p.gas_toxic_flammable?.reasons.map((r) => r.detail)).toEqual(["H220", "H331"]);
    expect(p.proc_high_pressure?.reasons.map((r) => r.detail)).toEqual(["H280"]);
    expect(p.chem_acute_toxic?.reasons.map((r) => r.detail)).toEqual(["H331"]);
  });

  it("returns nothing for materials without hazard data", () => {
    expect(prefillScreening([{ name: "塩化ナトリウム", riskType: "other", hazardStatements: [] }])).toEqual({});
    expect(prefillScreening([])).toEqual({});
  });
});
