import { z } from "zod";
import { endpoint, idParams } from "../api";
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
} from "./shopResponses";
import { cartAddItemSchema, cartUpdateQtySchema, catalogCreateSchema, catalogItemsSchema, checkoutSettingsSchema, placeOrderSchema } from "./shopSchemas";

const tags = ["shop"];

/** The shop: catalogs, cart, checkout and orders. */
export const shopEndpoints = {
  status: endpoint({
    method: "GET",
    path: "/api/shop/status",
    tags,
    summary: "Whether the shop is on (an empty object when it is off)",
    responses: { 200: z.object({ enabled: z.literal(true).optional(), currency: z.string().optional() }) },
  }),
  premadeCatalogs: endpoint({ method: "GET", path: "/api/catalogs/premade", tags, responses: { 200: z.array(catalogSummarySchema) } }),
  catalogs: endpoint({ method: "GET", path: "/api/catalogs", tags, responses: { 200: z.array(catalogSummarySchema) } }),
  createCatalog: endpoint({ method: "POST", path: "/api/catalogs", tags, body: catalogCreateSchema, responses: { 201: catalogSummarySchema } }),
  catalog: endpoint({ method: "GET", path: "/api/catalogs/:id", tags, params: idParams, responses: { 200: catalogDetailsSchema } }),
  updateCatalog: endpoint({ method: "PUT", path: "/api/catalogs/:id", tags, params: idParams, body: catalogCreateSchema, responses: { 200: catalogSummarySchema } }),
  removeCatalog: endpoint({ method: "DELETE", path: "/api/catalogs/:id", tags, params: idParams, responses: {} }),
  addCatalogItems: endpoint({
    method: "POST",
    path: "/api/catalogs/:id/items",
    tags,
    params: idParams,
    body: catalogItemsSchema,
    responses: { 200: catalogDetailsSchema },
  }),
  removeCatalogItems: endpoint({
    method: "DELETE",
    path: "/api/catalogs/:id/items",
    tags,
    params: idParams,
    body: catalogItemsSchema,
    responses: { 200: catalogDetailsSchema },
  }),
  cart: endpoint({ method: "GET", path: "/api/cart", tags, responses: { 200: simpleCartSchema } }),
  cartDetails: endpoint({ method: "GET", path: "/api/cart/details", tags, responses: { 200: detailedCartSchema } }),
  addToCart: endpoint({ method: "POST", path: "/api/cart/add_item", tags, body: cartAddItemSchema, responses: { 200: simpleCartSchema } }),
  updateCartQty: endpoint({ method: "PUT", path: "/api/cart/update_qty", tags, body: cartUpdateQtySchema, responses: { 200: detailedCartSchema } }),
  checkoutSettings: endpoint({ method: "GET", path: "/api/checkout_settings", tags, responses: { 200: checkoutSettingsAnswerSchema } }),
  updateCheckoutSettings: endpoint({
    method: "PUT",
    path: "/api/checkout_settings",
    tags,
    body: checkoutSettingsSchema,
    responses: { 200: checkoutSettingsAnswerSchema },
  }),
  placeOrder: endpoint({
    method: "POST",
    path: "/api/orders",
    tags,
    summary: "Places the cart as an order (201; 200 when the same request was already placed)",
    body: placeOrderSchema,
    responses: { 200: orderSchema, 201: orderSchema },
  }),
  orders: endpoint({ method: "GET", path: "/api/orders", tags, responses: { 200: z.array(orderSummarySchema) } }),
  order: endpoint({ method: "GET", path: "/api/orders/:id", tags, params: idParams, responses: { 200: orderSchema } }),
  recommended: endpoint({ method: "GET", path: "/api/shop/recommended", tags, responses: { 200: z.array(productSchema) } }),
  purchased: endpoint({ method: "GET", path: "/api/shop/purchased", tags, responses: { 200: z.array(purchasedItemSchema) } }),
};
