import { describe, expect, it } from "vitest";
import { systemMaterialSeedSchema, convertToUnit } from "@eln/shared/materials";
import { shippedMaterials } from "../seedSystemMaterials";

const shipped = shippedMaterials();
const byName = (re: RegExp) => shipped.filter((m) => re.test(m.nameEn));

describe("shipped purity and concentration", () => {
  it("every merged entry matches the seed schema and has a unique key", () => {
    for (const m of shipped) expect(systemMaterialSeedSchema.safeParse(m).success, m.nameEn).toBe(true);
    expect(new Set(shipped.map((m) => m.key)).size).toBe(shipped.length);
  });

  it("ships n-BuLi at 1.6 M and 2.5 M in hexanes with their densities", () => {
    const buli = byName(/Butyllithium/).map((m) => [m.purity, m.density]);
    expect(buli).toEqual([
      [{ value: 1.6, basis: "mol/L" }, 0.68],
      [{ value: 2.5, basis: "mol/L" }, 0.693],
    ]);
  });

  it.each([
    ["7647-01-0", 37, 1.19],
    ["1336-21-6", 28, 0.9],
    ["7722-84-1", 30, 1.11],
    ["7440-05-3", 10, null],
    ["7646-69-7", 60, null],
    ["7664-93-9", 96, 1.84],
  ])("CAS %s is %s wt%% (density %s)", (cas, value, density) => {
    const m = shipped.find((x) => x.key === cas)!;
    expect(m.purity).toEqual({ value, basis: "wt%" });
    expect(m.density).toBe(density);
  });

  it("turns 1 mL of shipped conc. HCl into about 12 mmol", () => {
    const hcl = shipped.find((x) => x.key === "7647-01-0")!;
    const r = convertToUnit({ quantity: 1, unit: "mL", molarMass: 36.458, density: hcl.density, purity: hcl.purity }, "mmol");
    expect(r.ok && r.value).toBeCloseTo(12.08, 1);
  });
});

describe("shipped names", () => {
  it("gives every entry other names (at least its formula) and common reagents their abbreviations in both languages", () => {
    expect(shipped.filter((m) => !m.synonyms?.length).map((m) => m.nameEn)).toEqual([]);
    const syn = (cas: string) => shipped.find((m) => m.key === cas)!.synonyms!;
    expect(syn("109-99-9")).toContain("THF");
    expect(syn("75-09-2")).toEqual(expect.arrayContaining(["DCM", "塩化メチレン"]));
    expect(syn("121-44-8")).toContain("Et3N");
    expect(syn("141-78-6")).toContain("EtOAc");
    // JIS hiragana spellings also answer to katakana: りん酸 → リン酸
    expect(syn("7664-38-2")).toContain("リン酸");
  });
});
