import type { FastifyInstance } from "fastify";

export async function healthRoutes(app: FastifyInstance) {
  // Liveness: the process answers.
  app.get("/api/health/live", { schema: { tags: ["ops"] } }, async () => ({ status: "ok" }));
  // Readiness: the database answers too.
  app.get("/api/health", { schema: { tags: ["ops"] } }, async (_req, reply) => {
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
