import { z } from "zod";
import { endpointMethods } from "../api";
import {
  catalogDetailsSchema,
  catalogSummarySchema,
  checkoutSettingsAnswerSchema,
  detailedCartSchema,
  orderSchema,
  orderSummarySchema,
  productSchema,
  purchasedItemSchema,
  simpleCartSchema,
  cartAddAnswerSchema,
} from "./shopResponses";
import { ShopLimits } from "./ShopLimits";
import { cartAddItemSchema, cartUpdateQtySchema, catalogCreateSchema, catalogItemsSchema, checkoutSettingsSchema, placeOrderSchema } from "./shopSchemas";

const { get, post, put, del } = endpointMethods("shop");

/** The shop: catalogs, cart, checkout and orders. */
export const shopEndpoints = {
  status: get("/api/shop/status", {
    summary: "Whether the shop is on (an empty object when it is off)",
    responses: { 200: z.object({ enabled: z.literal(true).optional(), currency: z.string().optional() }) },
  }),
  premadeCatalogs: get("/api/catalogs/premade", { responses: { 200: z.array(catalogSummarySchema) } }),
  catalogs: get("/api/catalogs", { responses: { 200: z.array(catalogSummarySchema) } }),
  createCatalog: post("/api/catalogs", { body: catalogCreateSchema, responses: { 201: catalogSummarySchema } }),
  catalog: get("/api/catalogs/:id", { responses: { 200: catalogDetailsSchema } }),
  updateCatalog: put("/api/catalogs/:id", { body: catalogCreateSchema, responses: { 200: catalogSummarySchema } }),
  removeCatalog: del("/api/catalogs/:id", { responses: {} }),
  addCatalogItems: post("/api/catalogs/:id/items", { body: catalogItemsSchema, responses: { 200: catalogDetailsSchema } }),
  removeCatalogItems: del("/api/catalogs/:id/items", { body: catalogItemsSchema, responses: { 200: catalogDetailsSchema } }),
  cart: get("/api/cart", { responses: { 200: simpleCartSchema } }),
  cartDetails: get("/api/cart/details", { responses: { 200: detailedCartSchema } }),
  addToCart: post("/api/cart/add_item", {
    description: `A line holds at most ${ShopLimits.quantityMax} units: more is capped there, and \`added\` says how many went in.`,
    body: cartAddItemSchema,
    responses: { 200: cartAddAnswerSchema },
  }),
  updateCartQty: put("/api/cart/update_qty", { body: cartUpdateQtySchema, responses: { 200: detailedCartSchema } }),
  checkoutSettings: get("/api/checkout_settings", { responses: { 200: checkoutSettingsAnswerSchema } }),
  updateCheckoutSettings: put("/api/checkout_settings", { body: checkoutSettingsSchema, responses: { 200: checkoutSettingsAnswerSchema } }),
  placeOrder: post("/api/orders", {
    summary: "Places the cart as an order (201; 200 when the same request was already placed)",
    body: placeOrderSchema,
    responses: { 200: orderSchema, 201: orderSchema },
  }),
  orders: get("/api/orders", { responses: { 200: z.array(orderSummarySchema) } }),
  order: get("/api/orders/:id", { responses: { 200: orderSchema } }),
  recommended: get("/api/shop/recommended", { responses: { 200: z.array(productSchema) } }),
  purchased: get("/api/shop/purchased", { responses: { 200: z.array(purchasedItemSchema) } }),
};
