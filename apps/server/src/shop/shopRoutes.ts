import type { FastifyInstance } from "fastify";
import { AppError } from "../http/AppError";
import { cartRoutes } from "./cartRoutes";
import { catalogRoutes } from "./catalogRoutes";
import { orderRoutes } from "./orderRoutes";

/** The ordering service: catalogs, cart, checkout and orders. Off (404 shop_disabled) unless SHOP_ENABLED. */
export async function shopRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async () => {
    if (!app.ctx.config.shopEnabled) throw new AppError("shop_disabled", "The shop is not available.");
  });
  catalogRoutes(app);
  cartRoutes(app);
  orderRoutes(app);
}
