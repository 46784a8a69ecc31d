import { describe, expect, it } from "vitest";
import { amountInLimitUnit, fireServiceActQuantities, limitTableWith, storageLevel, storageLimitTableUpdateSchema, storageRatios } from "./storageLimits";

describe("Fire Service Act storage ratios", () => {
  it("has the designated quantities of class 4", () => {
    const by = Object.fromEntries(fireServiceActQuantities.map((d) => [d.id, d.quantity]));
    expect(by).toMatchObject({ "4-special": 50, "4-petroleum-1": 200, "4-petroleum-1-soluble": 400, "4-alcohols": 400, "4-petroleum-2": 1000, "4-petroleum-2-soluble": 2000 });
  });

  it("converts to litres or kilograms, with density across mass and volume", () => {
    expect(amountInLimitUnit({ hazardClassId: "x", amount: 500, unit: "mL" }, "L")).toBe(0.5);
    expect(amountInLimitUnit({ hazardClassId: "x", amount: 867, unit: "g", density: 0.867 }, "L")).toBeCloseTo(1);
    expect(amountInLimitUnit({ hazardClassId: "x", amount: 867, unit: "g" }, "L")).toBeNull();
    expect(amountInLimitUnit({ hazardClassId: "x", amount: 2, unit: "kg" }, "kg")).toBe(2);
    expect(amountInLimitUnit({ hazardClassId: "x", amount: 3, unit: "pcs" }, "kg")).toBeNull();
  });

  it("sums the ratios of a room and warns from 0.2 and from 1.0", () => {
    // 40 L toluene (petroleum 1, 200 L) = 0.2; 40 L ethanol (alcohols, 400 L) = 0.1
    const r = storageRatios([
      { hazardClassId: "4-petroleum-1", amount: 20, unit: "L" },
      { hazardClassId: "4-petroleum-1", amount: 20000, unit: "mL" },
      { hazardClassId: "4-alcohols", amount: 40, unit: "L" },
      { hazardClassId: "4-alcohols", amount: 1, unit: "pcs" },
      { hazardClassId: "unknown", amount: 1, unit: "L" },
    ]);
    expect(r.rows.map((x) => [x.hazardClass.id, x.total, x.ratio, x.containers, x.unconverted])).toEqual([
      ["4-petroleum-1", 40, 0.2, 2, 0],
      ["4-alcohols", 40, 0.1, 2, 1],
    ]);
    expect(r.sum).toBeCloseTo(0.3);
    expect(r.level).toBe("ordinance");
    expect([storageLevel(0.19), storageLevel(0.2), storageLevel(0.99), storageLevel(1)]).toEqual(["ok", "ordinance", "ordinance", "licence"]);
  });
});

describe("a space's limit table", () => {
  it("replaces only the quantities it names and refuses unknown classes, duplicates and non-positive values", () => {
    const table = limitTableWith([{ id: "4-petroleum-1", quantity: 100 }]);
    expect(table.find((d) => d.id === "4-petroleum-1")?.quantity).toBe(100);
    expect(table.find((d) => d.id === "4-alcohols")?.quantity).toBe(400);
    expect(storageRatios([{ hazardClassId: "4-petroleum-1", amount: 20, unit: "L" }], table).sum).toBeCloseTo(0.2);
    expect(storageLimitTableUpdateSchema.safeParse({ entries: [{ id: "nope", quantity: 1 }] }).success).toBe(false);
    expect(storageLimitTableUpdateSchema.safeParse({ entries: [{ id: "4-special", quantity: 0 }] }).success).toBe(false);
    const dup = storageLimitTableUpdateSchema.safeParse({ entries: [{ id: "4-special", quantity: 1 }, { id: "4-special", quantity: 2 }] });
    expect(dup.success).toBe(false);
  });
});
