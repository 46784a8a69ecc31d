import { describe, expect, it } from "vitest";
import { parsePackSize } from "./packSize";
import { receiveOrderSchema } from "./orderFlow";

describe("parsePackSize: one container of a pack", () => {
  it.each([
    ["500 mL", { amount: 500, unit: "mL", perPack: 1 }],
    ["3 L", { amount: 3, unit: "L", perPack: 1 }],
    ["25 g", { amount: 25, unit: "g", perPack: 1 }],
    ["100 mg", { amount: 100, unit: "mg", perPack: 1 }],
    ["1 kg", { amount: 1, unit: "kg", perPack: 1 }],
    ["500 µL", { amount: 500, unit: "µL", perPack: 1 }],
    ["500 μL", { amount: 500, unit: "µL", perPack: 1 }],
    ["2 × 250 µL", { amount: 250, unit: "µL", perPack: 2 }],
    ["1,000 g", { amount: 1000, unit: "g", perPack: 1 }],
    ["２．５ Ｌ", { amount: 2.5, unit: "L", perPack: 1 }],
    ["500 ml", { amount: 500, unit: "mL", perPack: 1 }],
  ])("%s", (pack, expected) => {
    expect(parsePackSize(pack)).toEqual(expected);
  });

  it.each(["100 pcs", "1 set", "1 unit", "250 U", "30 servings", "96 × 10 racks", "1 mol", "単品", "", "mL", "0 mL"])("%s is not a mass or a volume", (pack) => {
    expect(parsePackSize(pack)).toBeNull();
  });
});

describe("receiveOrderSchema", () => {
  const line = { lineNo: 1, materialId: "m", containers: 1, amount: 500, unit: "mL" };

  it("takes any subset of the lines, none included", () => {
    expect(receiveOrderSchema.safeParse({ locationId: null, lines: [] }).success).toBe(true);
    expect(receiveOrderSchema.safeParse({ locationId: null, lines: [{ ...line, lineNo: 3 }] }).success).toBe(true);
  });

  it("says an empty amount or container count is required, a wrong one invalid", () => {
    const issues = (l: object) => receiveOrderSchema.safeParse({ locationId: null, lines: [l] }).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({ ...line, amount: undefined, containers: undefined })).toEqual([
      ["lines.0.containers", "validation.required"],
      ["lines.0.amount", "validation.required"],
    ]);
    expect(issues({ ...line, amount: "12x" })).toEqual([["lines.0.amount", "validation.invalid"]]);
  });

  it("refuses a line sent twice (it would be shelved twice)", () => {
    const r = receiveOrderSchema.safeParse({ locationId: null, lines: [line, line] });
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["lines.1.lineNo", "validation.duplicate"]]);
  });
});
