import { describe, expect, it } from "vitest";
import { deliveryMessage, deliveryStatus, moqViolation } from "./deliveryStatus";

describe("deliveryStatus", () => {
  it("is standard with its day count when in stock", () => {
    expect(deliveryStatus({ stock: 12, deliveryDays: 3 })).toEqual({ kind: "standard", days: 3 });
  });

  it("is delayed when flagged and in stock", () => {
    expect(deliveryStatus({ stock: 4, deliveryDays: 21, delayed: true })).toEqual({ kind: "delayed", days: 21 });
  });

  it("is out of stock (date undecided) at zero stock, even if flagged delayed", () => {
    expect(deliveryStatus({ stock: 0, deliveryDays: 3 })).toEqual({ kind: "out_of_stock" });
    expect(deliveryStatus({ stock: 0, deliveryDays: 3, delayed: true })).toEqual({ kind: "out_of_stock" });
    expect(deliveryStatus({ stock: -1, deliveryDays: 3 })).toEqual({ kind: "out_of_stock" });
  });
});

describe("deliveryMessage", () => {
  it("maps each state to its message code and parameters", () => {
    expect(deliveryMessage({ kind: "standard", days: 2 })).toEqual({ code: "shop.deliveryStandard", params: { days: 2 } });
    expect(deliveryMessage({ kind: "delayed", days: 14 })).toEqual({ code: "shop.deliveryDelayed", params: { days: 14 } });
    expect(deliveryMessage({ kind: "out_of_stock" })).toEqual({ code: "shop.outOfStock", params: {} });
  });
});

describe("moqViolation", () => {
  it("flags a quantity below the minimum order quantity with the moq to show", () => {
    expect(moqViolation(3, 5)).toEqual({ code: "shop.moq", moq: 5 });
    expect(moqViolation(99, 100)).toEqual({ code: "shop.moq", moq: 100 });
  });

  it("accepts a quantity at or above the moq, and 0 (line being removed)", () => {
    expect(moqViolation(5, 5)).toBeNull();
    expect(moqViolation(6, 5)).toBeNull();
    expect(moqViolation(1, 1)).toBeNull();
    expect(moqViolation(0, 10)).toBeNull();
  });
});
