import type { FastifyInstance } from "fastify";

/**
 * Leaves every route the plugin registers out of the OpenAPI document: the web app's pages and
 * the development mail viewer are not API operations. Call at the top of an encapsulated plugin.
 */
export function hideFromApiDocs(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    route.schema = { ...route.schema, hide: true };
  });
}
