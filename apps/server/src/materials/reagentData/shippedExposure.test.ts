import { describe, expect, it } from "vitest";
import { shippedMaterials } from "../seedSystemMaterials";

const shipped = shippedMaterials();
const byCas = (cas: string) => shipped.find((m) => m.key === cas)!;
const limit = (cas: string) => {
  const m = byCas(cas) as ReturnType<typeof byCas> & { oelSource?: string | null };
  return { ppm: m.oelPpm, mgM3: m.oelMgM3, source: m.oelSource ?? null };
};

describe("shipped 8-hour limits", () => {
  it.each([
    ["1330-20-7", 50, null, "JSOH"], // xylene (mixed)
    ["95-47-6", 50, null, "JSOH"], // o-xylene
    ["108-38-3", 50, null, "JSOH"],
    ["106-42-3", 50, null, "JSOH"],
    ["100-42-5", 10, null, "濃度基準値"], // styrene
    ["110-83-8", 300, null, "ACGIH"], // cyclohexene
    ["13446-34-9", null, 0.02, "ACGIH"], // MnCl2·4H2O, as Mn
    ["1313-13-9", null, 0.02, "ACGIH"], // MnO2
    ["7722-64-7", null, 0.02, "ACGIH"], // KMnO4
  ])("CAS %s has %s ppm / %s mg/m³ (%s)", (cas, ppm, mgM3, source) => {
    expect(limit(cas)).toEqual({ ppm, mgM3, source });
  });

  it("reads Japanese limits before ACGIH (chloroform JSOH 3 ppm, not the TLV 10 ppm)", () => {
    expect(limit("67-66-3")).toEqual({ ppm: 3, mgM3: null, source: "JSOH" });
    expect(limit("110-54-3")).toEqual({ ppm: 40, mgM3: null, source: "JSOH" });
    // Without a Japanese value the list's ACGIH TLV stays, now named.
    expect(limit("108-88-3")).toEqual({ ppm: 20, mgM3: null, source: "ACGIH" });
  });

  it("gives deuterated solvents their parent's limit", () => {
    expect(limit("865-49-6")).toEqual(limit("67-66-3")); // chloroform-d
    expect(limit("666-52-4")).toEqual(limit("67-64-1")); // acetone-d6
    expect(limit("811-98-3")).toEqual({ ppm: 200, mgM3: null, source: "ACGIH" }); // methanol-d4
  });

  it("flags subliming solids with a boiling point and vapour pressure, and very-low-volatility liquids", () => {
    for (const cas of ["7553-56-2", "91-20-3", "108-95-2", "76-22-2"]) {
      const m = byCas(cas) as ReturnType<typeof byCas> & { sublimes?: boolean; vapourPressurePa?: number | null };
      expect(m.sublimes, m.nameEn).toBe(true);
      expect(m.boilingPointC, m.nameEn).toBeGreaterThan(150);
      expect(m.vapourPressurePa, m.nameEn).toBeGreaterThan(0.5);
    }
    expect((byCas("56-81-5") as { vapourPressurePa?: number | null }).vapourPressurePa).toBeLessThan(0.5); // glycerol
  });

  it("keeps sulfuric acid 95–98 % with its stated concentration", () => {
    expect(byCas("7664-93-9")).toMatchObject({ purity: { value: 96, basis: "wt%" }, concentration: expect.stringContaining("95–98") });
  });
});
