import { describe, expect, it } from "vitest";
import { ShopMessageCodes, shopMessages } from "./shopMessages";

describe("shopMessages", () => {
  it("has a non-empty text for every code in both languages", () => {
    for (const lang of ["en", "ja"] as const) {
      expect(Object.keys(shopMessages[lang]).sort()).toEqual([...ShopMessageCodes].sort());
      for (const code of ShopMessageCodes) expect(shopMessages[lang][code].length).toBeGreaterThan(0);
    }
  });

  it("carries the spec's moq message and keeps the placeholder in the translation", () => {
    expect(shopMessages.en["shop.moq"].replace("{{moq}}", "10")).toBe(
      "Minimum order quantity is 10, please increase the quantity to be able to proceed to checkout.",
    );
    expect(shopMessages.ja["shop.moq"]).toContain("{{moq}}");
    expect(shopMessages.ja["shop.deliveryStandard"]).toContain("{{days}}");
    expect(shopMessages.ja["shop.deliveryDelayed"]).toContain("{{days}}");
  });
});
