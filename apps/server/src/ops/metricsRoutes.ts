import type { FastifyInstance } from "fastify";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { bearerMatches, fromLoopbackSocket } from "../http/loopback";

/**
 * Prometheus metrics at /metrics: process metrics plus request counts and
 * durations by route pattern (never the raw URL, which would explode labels).
 */
export async function metricsRoutes(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "eln_http_request_duration_seconds",
    help: "HTTP request duration by method, route and status class",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const errors = new Counter({
    name: "eln_http_server_errors_total",
    help: "Answers with a 5xx status",
    labelNames: ["route"],
    registers: [registry],
  });
  app.addHook("onResponse", async (req, reply) => {
    const route = req.routeOptions.url ?? "unknown";
    if (route === "/metrics") return;
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    duration.observe({ method: req.method, route, status }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ route });
  });
  // Open to a loopback socket (a scraper on the host) or with METRICS_TOKEN as a bearer token.
  const token = app.ctx.config.metricsToken;
  app.get("/metrics", { schema: { hide: true } }, async (req, reply) => {
    if (!(token && bearerMatches(req, token)) && !fromLoopbackSocket(req)) {
      return reply.status(404).send({ error: { code: "not_found", message: "Not found" } });
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
}

// Not encapsulated: the hook must see every route of the app (what fastify-plugin does).
(metricsRoutes as unknown as Record<symbol, boolean>)[Symbol.for("skip-override")] = true;
