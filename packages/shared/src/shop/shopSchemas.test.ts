import { describe, expect, it } from "vitest";
import {
  cartAddItemSchema,
  cartUpdateQtySchema,
  catalogCreateSchema,
  catalogItemsSchema,
  checkoutSettingsSchema,
  placeOrderSchema,
} from "./shopSchemas";
import { ShopLimits } from "./ShopLimits";

// The first issue's message code at a path, to assert what the form would show.
function codeAt(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, path: string) {
  expect(result.success).toBe(false);
  return result.error!.issues.find((i) => i.path.join(".") === path)?.message;
}

describe("cartAddItemSchema", () => {
  it("defaults the quantity to 1 and trims the product id", () => {
    expect(cartAddItemSchema.parse({ product_id: " AC-001-500M " })).toEqual({ product_id: "AC-001-500M", quantity: 1 });
    expect(cartAddItemSchema.parse({ product_id: "x", quantity: 5 })).toEqual({ product_id: "x", quantity: 5 });
  });

  it("refuses a missing product, zero, fractional and oversized quantities with codes", () => {
    expect(codeAt(cartAddItemSchema.safeParse({}), "product_id")).toBe("validation.required");
    expect(codeAt(cartAddItemSchema.safeParse({ product_id: "  " }), "product_id")).toBe("validation.required");
    expect(codeAt(cartAddItemSchema.safeParse({ product_id: "x", quantity: 0 }), "quantity")).toBe("validation.min");
    expect(codeAt(cartAddItemSchema.safeParse({ product_id: "x", quantity: 1.5 }), "quantity")).toBe("validation.integer");
    expect(codeAt(cartAddItemSchema.safeParse({ product_id: "x", quantity: "2" }), "quantity")).toBe("validation.integer");
    expect(
      codeAt(cartAddItemSchema.safeParse({ product_id: "x", quantity: ShopLimits.quantityMax + 1 }), "quantity"),
    ).toBe("validation.max");
  });
});

describe("cartUpdateQtySchema", () => {
  it("accepts 0 (remove the line) and requires the quantity", () => {
    expect(cartUpdateQtySchema.parse({ product_id: "x", quantity: 0 })).toEqual({ product_id: "x", quantity: 0 });
    expect(codeAt(cartUpdateQtySchema.safeParse({ product_id: "x" }), "quantity")).toBe("validation.required");
    expect(codeAt(cartUpdateQtySchema.safeParse({ product_id: "x", quantity: -1 }), "quantity")).toBe("validation.min");
  });
});

describe("catalogCreateSchema", () => {
  it("trims the title and bounds its length", () => {
    expect(catalogCreateSchema.parse({ title: "  試薬セット " })).toEqual({ title: "試薬セット" });
    expect(codeAt(catalogCreateSchema.safeParse({ title: "" }), "title")).toBe("validation.required");
    // The message names the limit (validation/tooLongError.ts).
    expect(codeAt(catalogCreateSchema.safeParse({ title: "a".repeat(ShopLimits.catalogTitleMax + 1) }), "title")).toBe(
      `validation.tooLongMax?max=${ShopLimits.catalogTitleMax}`,
    );
  });
});

describe("catalogItemsSchema", () => {
  it("takes a non-empty list of distinct product ids", () => {
    expect(catalogItemsSchema.parse({ product_ids: ["a", "b"] })).toEqual({ product_ids: ["a", "b"] });
    expect(codeAt(catalogItemsSchema.safeParse({ product_ids: [] }), "product_ids")).toBe("validation.required");
    expect(codeAt(catalogItemsSchema.safeParse({ product_ids: ["a", "a"] }), "product_ids")).toBe("validation.duplicate");
  });
});

describe("checkoutSettingsSchema", () => {
  const ok = {
    shippingAddress: "〒113-0033 東京都文京区本郷7-3-1 理学部1号館 301",
    personInChargeName: "山田 花子",
    personInChargeEmail: " hanako@example.ac.jp ",
  };

  it("accepts Japanese addresses and names and trims the e-mail", () => {
    expect(checkoutSettingsSchema.parse(ok)).toEqual({ ...ok, personInChargeEmail: "hanako@example.ac.jp" });
  });

  it("requires every field and a valid e-mail", () => {
    expect(codeAt(checkoutSettingsSchema.safeParse({ ...ok, shippingAddress: " " }), "shippingAddress")).toBe(
      "validation.required",
    );
    expect(codeAt(checkoutSettingsSchema.safeParse({ ...ok, personInChargeName: undefined }), "personInChargeName")).toBe(
      "validation.required",
    );
    expect(codeAt(checkoutSettingsSchema.safeParse({ ...ok, personInChargeEmail: "hanako@" }), "personInChargeEmail")).toBe(
      "validation.email",
    );
    expect(codeAt(checkoutSettingsSchema.safeParse({ ...ok, personInChargeEmail: "" }), "personInChargeEmail")).toBe(
      "validation.required",
    );
  });
});

describe("placeOrderSchema", () => {
  const key = "3f1c2a9e-5b7d-4c1e-9a2b-6d8e0f1a2b3c";

  it("takes an idempotency key and an optional tax-included total", () => {
    expect(placeOrderSchema.parse({ idempotencyKey: key })).toEqual({ idempotencyKey: key });
    expect(placeOrderSchema.parse({ idempotencyKey: key, expectedTotal: 9320 })).toEqual({
      idempotencyKey: key,
      expectedTotal: 9320,
    });
  });

  it("refuses a missing or malformed key and a fractional total", () => {
    expect(codeAt(placeOrderSchema.safeParse({}), "idempotencyKey")).toBe("validation.required");
    expect(codeAt(placeOrderSchema.safeParse({ idempotencyKey: "order-1" }), "idempotencyKey")).toBe("validation.uuid");
    expect(codeAt(placeOrderSchema.safeParse({ idempotencyKey: key, expectedTotal: 10.5 }), "expectedTotal")).toBe(
      "validation.integer",
    );
  });
});
