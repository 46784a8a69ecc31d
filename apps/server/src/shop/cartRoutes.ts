import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { shopEndpoints } from "@eln/shared/shop";
import { authenticate } from "../http/authenticate";
import { loadDetailedCart, loadSimpleCart } from "./cartQueries";
import { addCartItem, updateCartQty } from "./cartCommands";

/** Spec §7 cart calls. A cart is always the caller's own: no id in any path, so no other cart is reachable. */
export function cartRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  route(app, shopEndpoints.cart, async (req) => {
    const user = await authenticate(req);
    return loadSimpleCart(db, user.id);
  });

  route(app, shopEndpoints.cartDetails, async (req) => {
    const user = await authenticate(req);
    return loadDetailedCart(db, user.id);
  });

  route(app, shopEndpoints.addToCart, async (req) => {
    const user = await authenticate(req);
    return db.transaction(async (tx) => {
      const added = await addCartItem(tx, user.id, req.body.product_id, req.body.quantity);
      return { ...(await loadSimpleCart(tx, user.id)), added };
    });
  });

  route(app, shopEndpoints.updateCartQty, async (req) => {
    const user = await authenticate(req);
    return db.transaction(async (tx) => {
      await updateCartQty(tx, user.id, req.body.product_id, req.body.quantity);
      return loadDetailedCart(tx, user.id);
    });
  });
}
