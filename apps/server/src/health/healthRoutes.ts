import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { systemEndpoints } from "@eln/shared";

export async function healthRoutes(app: FastifyInstance) {
  // Liveness: the process answers.
  route(app, systemEndpoints.live, async () => ({ status: "ok" as const }));
  // Readiness: the database answers too.
  route(app, systemEndpoints.health, async (_req, reply) => {
    const { database, redis } = app.ctx;
    let db = "up";
    try {
      await database.ping();
    } catch {
      db = "down";
    }
    const cache = redis ? (redis.status === "ready" ? "up" : "down") : "none";
    const ready = db === "up";
    return reply.status(ready ? 200 : 503).send({ status: ready ? "ok" : "unavailable", db, redis: cache, database: database.kind });
  });
}
