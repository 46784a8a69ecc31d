import { describe, expect, it } from "vitest";
import { materialLineChanges, tagChanges } from "./versionChanges";

describe("what changed beside the text", () => {
  it("lists material lines added, removed and changed, and leaves unchanged ones out", () => {
    const older = [
      { materialId: "a", name: "Toluene", quantity: 10, unit: "mL", isLimiting: false },
      { materialId: "b", name: "Mg", quantity: 1.2, unit: "g", isLimiting: true },
      { materialId: "c", name: "THF", quantity: 50, unit: "mL" },
    ];
    const newer = [
      { materialId: "a", name: "Toluene", quantity: 12.5, unit: "mL", isLimiting: false },
      { materialId: "c", name: "THF", quantity: 50, unit: "mL", isLimiting: false },
      { materialId: "d", name: "Iodine", quantity: 5, unit: "mg" },
    ];
    expect(materialLineChanges(older, newer)).toEqual([
      { name: "Toluene", before: older[0], after: newer[0] },
      { name: "Iodine", before: null, after: newer[2] },
      { name: "Mg", before: older[1], after: null },
    ]);
    expect(materialLineChanges(newer, newer)).toEqual([]);
  });

  it("keys lines of old versions without a material id by name", () => {
    expect(materialLineChanges([{ name: "NaCl", quantity: 1, unit: "g" }], [{ name: "NaCl", quantity: 2, unit: "g" }])).toHaveLength(1);
  });

  it("lists tags added and removed", () => {
    const t = (id: string) => ({ id, title: id.toUpperCase(), color: "#000" });
    expect(tagChanges([t("a"), t("b")], [t("b"), t("c")])).toEqual({ added: [t("c")], removed: [t("a")] });
  });
});
