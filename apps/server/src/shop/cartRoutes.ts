import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { cartAddItemSchema, cartUpdateQtySchema, detailedCartSchema, simpleCartSchema } from "@eln/shared/shop";
import { authenticate } from "../http/authenticate";
import { addCartItem, loadDetailedCart, loadSimpleCart, updateCartQty } from "./cartQueries";

/** Spec §7 cart calls. A cart is always the caller's own: no id in any path, so no other cart is reachable. */
export function cartRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["shop"];
  const { db } = app.ctx;

  r.get("/api/cart", { schema: { tags, response: { 200: simpleCartSchema } } }, async (req) => {
    const user = await authenticate(req);
    return loadSimpleCart(db, user.id);
  });

  r.get("/api/cart/details", { schema: { tags, response: { 200: detailedCartSchema } } }, async (req) => {
    const user = await authenticate(req);
    return loadDetailedCart(db, user.id);
  });

  r.post("/api/cart/add_item", { schema: { tags, body: cartAddItemSchema, response: { 200: simpleCartSchema } } }, async (req) => {
    const user = await authenticate(req);
    return db.transaction(async (tx) => {
      await addCartItem(tx, user.id, req.body.product_id, req.body.quantity);
      return loadSimpleCart(tx, user.id);
    });
  });

  r.put("/api/cart/update_qty", { schema: { tags, body: cartUpdateQtySchema, response: { 200: detailedCartSchema } } }, async (req) => {
    const user = await authenticate(req);
    return db.transaction(async (tx) => {
      await updateCartQty(tx, user.id, req.body.product_id, req.body.quantity);
      return loadDetailedCart(tx, user.id);
    });
  });
}
