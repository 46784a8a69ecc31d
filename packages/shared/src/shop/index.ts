// Shop rules both sides agree on: money display, tax totals, delivery states,
// minimum order quantities, request schemas, limits and message codes.
export { formatYen } from "./formatYen";
export type { ShopLang } from "./formatYen";
export { computeTotals } from "./computeTotals";
export type { OrderTotals, RateTotals, TotalsLineInput } from "./computeTotals";
export { deliveryMessage, deliveryStatus, moqViolation } from "./deliveryStatus";
export type { DeliveryInput, DeliveryStatus, MoqViolation } from "./deliveryStatus";
export { ShopLimits } from "./ShopLimits";
export type { TaxRate } from "./ShopLimits";
export { ShopMessageCodes, shopMessages } from "./shopMessages";
export type { ShopMessageCode } from "./shopMessages";
export {
  cartAddItemSchema,
  cartUpdateQtySchema,
  catalogCreateSchema,
  catalogItemsSchema,
  checkoutSettingsSchema,
  placeOrderSchema,
  productIdSchema,
} from "./shopSchemas";
export type {
  CartAddItem,
  CartUpdateQty,
  CatalogCreate,
  CatalogItems,
  CheckoutSettings,
  PlaceOrder,
} from "./shopSchemas";
export {
  catalogAbilitiesSchema,
  catalogDetailsSchema,
  catalogSummarySchema,
  cartLineSchema,
  checkoutSettingsAnswerSchema,
  detailedCartSchema,
  orderLineSchema,
  orderNumber,
  orderSchema,
  orderSummarySchema,
  productSchema,
  purchasedItemSchema,
  simpleCartSchema,
} from "./shopResponses";
export type {
  CartLine,
  CatalogAbilities,
  CatalogDetails,
  CatalogSummary,
  CheckoutSettingsAnswer,
  DetailedCart,
  Order,
  OrderLine,
  OrderSummary,
  Product,
  PurchasedItem,
  SimpleCart,
} from "./shopResponses";
export { catalogAbilities } from "./catalogPolicy";
export * from "./shopEndpoints";
