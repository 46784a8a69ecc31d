// Answers of the shop API, shared so the server serialises exactly what the web app reads
// (and OpenAPI documents it). Money is whole yen; tax rates are integer percents.
import { z } from "zod";
import { personRefSchema } from "../api";

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameJa: z.string(),
  maker: z.string(),
  /** The maker's name in Japanese; null: `maker` is shown in both languages. */
  makerJa: z.string().nullable(),
  category: z.string(),
  unit: z.string(),
  unitJa: z.string(),
  unitPrice: z.number().int(),
  moq: z.number().int(),
  stock: z.number().int(),
  deliveryDays: z.number().int(),
  delayed: z.boolean(),
  taxRate: z.number().int(),
  casNumber: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const catalogSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  titleJa: z.string().nullable(),
  supplier: z.string().nullable(),
  supplierJa: z.string().nullable(),
  premade: z.boolean(),
  itemCount: z.number().int(),
  updatedAt: z.string(),
});
export type CatalogSummary = z.infer<typeof catalogSummarySchema>;

export const catalogAbilitiesSchema = z.object({
  "catalog.update": z.boolean(),
  "catalog.delete": z.boolean(),
  "catalog.editItems": z.boolean(),
});
export type CatalogAbilities = z.infer<typeof catalogAbilitiesSchema>;

export const catalogDetailsSchema = z.object({
  catalog: catalogSummarySchema,
  products: z.array(productSchema),
  abilities: catalogAbilitiesSchema,
});
export type CatalogDetails = z.infer<typeof catalogDetailsSchema>;

export const simpleCartSchema = z.object({
  items: z.array(z.object({ product_id: z.string(), quantity: z.number().int() })),
  itemCount: z.number().int(),
});
export type SimpleCart = z.infer<typeof simpleCartSchema>;

/**
 * The answer to adding: the simple cart, and how many units went in. A line holds at most
 * ShopLimits.quantityMax; an addition beyond it is capped there (`capped`), and the screen says so.
 */
export const cartAddAnswerSchema = simpleCartSchema.extend({
  added: z.object({ quantity: z.number().int(), capped: z.boolean() }),
});
export type CartAddAnswer = z.infer<typeof cartAddAnswerSchema>;

const rateTotalsSchema = z.object({ rate: z.number().int(), subtotal: z.number().int(), tax: z.number().int() });
/** The sums computeTotals gives a cart and an order: subtotal without tax, tax, total. */
const totalsFields = { subtotal: z.number().int(), tax: z.number().int(), total: z.number().int() };
/** Where an order goes and who receives it: the checkout settings, copied onto each order. */
const deliveryContactFields = { shippingAddress: z.string(), personInChargeName: z.string(), personInChargeEmail: z.string() };

export const cartLineSchema = productSchema.extend({
  product_id: z.string(),
  quantity: z.number().int(),
  subtotal: z.number().int(),
  /** Unit price when the user last saw this line, when it differs from today's. */
  previousUnitPrice: z.number().int().nullable(),
  /** What keeps this line from checkout, if anything. */
  problem: z.enum(["moq", "out_of_stock", "insufficient_stock"]).nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const detailedCartSchema = z.object({
  lines: z.array(cartLineSchema),
  byRate: z.array(rateTotalsSchema),
  ...totalsFields,
  itemCount: z.number().int(),
  canCheckout: z.boolean(),
  priceChanged: z.boolean(),
});
export type DetailedCart = z.infer<typeof detailedCartSchema>;

export const checkoutSettingsAnswerSchema = z.object({
  ...deliveryContactFields,
  /** false until the user has saved settings once. */
  saved: z.boolean(),
});
export type CheckoutSettingsAnswer = z.infer<typeof checkoutSettingsAnswerSchema>;

export const orderLineSchema = z.object({
  lineNo: z.number().int(),
  productId: z.string(),
  // The product as it was when ordered.
  ...productSchema.pick({ name: true, nameJa: true, maker: true, makerJa: true, unit: true, unitJa: true, unitPrice: true, taxRate: true, deliveryDays: true }).shape,
  quantity: z.number().int(),
  subtotal: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.string(),
  ...totalsFields,
  lineCount: z.number().int(),
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderSchema = orderSummarySchema.extend({
  /** Who placed the order. */
  orderer: personRefSchema,
  /** Whether the caller placed it. Members of the space it is filed under open it too (they approve and receive it). */
  isOrderer: z.boolean(),
  /** The orderer's own checkout details: null for anyone but the orderer. */
  shippingAddress: z.string().nullable(),
  personInChargeName: z.string().nullable(),
  personInChargeEmail: z.string().nullable(),
  byRate: z.array(rateTotalsSchema),
  lines: z.array(orderLineSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const purchasedItemSchema = productSchema.extend({
  lastOrderedAt: z.string(),
  totalQuantity: z.number().int(),
});
export type PurchasedItem = z.infer<typeof purchasedItemSchema>;

/** Order numbers read like a purchase order: PO-000042. */
export function orderNumber(seq: number): string {
  return `PO-${String(seq).padStart(6, "0")}`;
}
