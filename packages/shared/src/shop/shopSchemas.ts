// Request payloads of the shop API. Cart and catalog calls keep the spec's
// snake_case field names (§7); error messages are codes from shopMessages.
import { z } from "zod";
import { requiredText } from "../validation/requiredText";
import { ShopLimits } from "./ShopLimits";
import type { ShopMessageCode } from "./shopMessages";

// A missing field reads "required" rather than the format's own code.
const codeOr = (code: ShopMessageCode) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? "validation.required" : code),
});
const req = { error: "validation.required" as const };

const quantity = (min: number) =>
  z
    .number(codeOr("validation.integer"))
    .int({ error: "validation.integer" })
    .min(min, { error: "validation.min" })
    .max(ShopLimits.quantityMax, { error: "validation.max" });

export const productIdSchema = requiredText(ShopLimits.productIdMax);

/** Units of sale one addition to the cart may bring: a whole number from 1 to ShopLimits.quantityMax. */
export const cartAddQuantitySchema = quantity(1);

// POST /api/cart/add_item: adding without a quantity adds one unit of sale.
export const cartAddItemSchema = z.object({
  product_id: productIdSchema,
  quantity: cartAddQuantitySchema.default(1),
});
export type CartAddItem = z.infer<typeof cartAddItemSchema>;

// PUT /api/cart/update_qty: quantity 0 removes the line.
export const cartUpdateQtySchema = z.object({
  product_id: productIdSchema,
  quantity: quantity(0),
});
export type CartUpdateQty = z.infer<typeof cartUpdateQtySchema>;

export const catalogCreateSchema = z.object({
  title: requiredText(ShopLimits.catalogTitleMax),
});
export type CatalogCreate = z.infer<typeof catalogCreateSchema>;

// Adding products to (or removing them from) a user's catalog.
export const catalogItemsSchema = z.object({
  product_ids: z
    .array(productIdSchema, req)
    .min(1, req)
    .max(ShopLimits.catalogItemsMax, { error: "validation.max" })
    .refine((ids) => new Set(ids).size === ids.length, { error: "validation.duplicate" }),
});
export type CatalogItems = z.infer<typeof catalogItemsSchema>;

export const checkoutSettingsSchema = z.object({
  shippingAddress: requiredText(ShopLimits.shippingAddressMax),
  personInChargeName: requiredText(ShopLimits.personInChargeNameMax),
  personInChargeEmail: requiredText(ShopLimits.emailMax)
    .pipe(z.email({ error: "validation.email" })),
});
export type CheckoutSettings = z.infer<typeof checkoutSettingsSchema>;

// The client makes one idempotency key per checkout attempt so a retried request
// cannot order twice; expectedTotal (tax included, yen) lets the server refuse an
// order whose price changed since the user last saw it.
export const placeOrderSchema = z.object({
  idempotencyKey: z.uuid(codeOr("validation.uuid")),
  // The lines the user saw: a total that no longer matches is then told apart as the cart
  // changed (cart_changed: lines or quantities, e.g. in another tab) or prices changed (price_changed).
  expectedLines: z
    .array(z.object({ product_id: productIdSchema, quantity: quantity(1) }))
    .max(ShopLimits.cartLinesMax, { error: "validation.max" })
    .optional(),
  expectedTotal: z
    .number({ error: "validation.integer" })
    .int({ error: "validation.integer" })
    .min(0, { error: "validation.min" })
    .optional(),
});
export type PlaceOrder = z.infer<typeof placeOrderSchema>;
