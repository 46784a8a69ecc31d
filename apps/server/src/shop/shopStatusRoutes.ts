import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { shopEndpoints } from "@eln/shared/shop";
import { optionalUser } from "../http/authenticate";

/** The runtime check that adds the shop routes in the web app: non-empty when the shop is on. */
export async function shopStatusRoutes(app: FastifyInstance) {
  route(app, shopEndpoints.status, async (req) => {
    await optionalUser(req);
    if (!app.ctx.config.shopEnabled) return {};
    return { enabled: true as const, currency: "JPY" };
  });
}
