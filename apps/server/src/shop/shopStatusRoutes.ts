import type { FastifyInstance } from "fastify";
import { optionalUser } from "../http/authenticate";

/** The runtime check that adds the shop routes in the web app: non-empty when the shop is on. */
export async function shopStatusRoutes(app: FastifyInstance) {
  app.get("/api/shop/status", { schema: { tags: ["shop"] } }, async (req) => {
    await optionalUser(req);
    if (!app.ctx.config.shopEnabled) return {};
    return { enabled: true, currency: "JPY" };
  });
}
