import { describe, expect, it } from "vitest";
import * as shop from "@eln/shared/shop";

describe("@eln/shared/shop", () => {
  it("exposes the shop API by subpath", () => {
    expect(shop.formatYen(1234, "en")).toBe("￥1,234");
    expect(shop.computeTotals([{ unitPrice: 100, quantity: 2, taxRate: 8 }]).total).toBe(216);
    expect(shop.moqViolation(1, 10)).toEqual({ code: "shop.moq", moq: 10 });
    expect(shop.cartAddItemSchema.parse({ product_id: "p" }).quantity).toBe(1);
    expect(shop.ShopLimits.taxRates).toEqual([10, 8]);
  });
});
