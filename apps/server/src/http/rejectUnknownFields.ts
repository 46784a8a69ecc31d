import type { FastifyInstance } from "fastify";
import { AppError } from "./AppError";

interface ObjectLike {
  shape?: Record<string, unknown>;
}

/**
 * Bodies with fields the route's schema does not name are refused (400), in one
 * place for every route, instead of being silently dropped: a typo in a client
 * must not look like a successful save.
 */
export function rejectUnknownFields(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    const body = (route.schema as { body?: ObjectLike } | undefined)?.body;
    const shape = body?.shape;
    if (body && (!shape || typeof shape !== "object")) return;
    const known = new Set(Object.keys(shape ?? {}));
    const check = async (req: { body: unknown }) => {
      const b = req.body;
      // A route that takes no body refuses a parsed JSON one rather than ignoring it.
      if (!body && b !== undefined && b !== null && typeof b === "object" && (Array.isArray(b) || Object.keys(b).length > 0)) {
        throw new AppError("validation", "This request takes no body");
      }
      if (!b || typeof b !== "object" || Array.isArray(b)) return;
      const unknown = Object.keys(b).filter((k) => !known.has(k));
      if (unknown.length) {
        throw new AppError("validation", "Unknown fields", { fields: Object.fromEntries(unknown.map((k) => [k, "validation.unknownField"])) });
      }
    };
    const existing = route.preValidation;
    route.preValidation = existing ? [...(Array.isArray(existing) ? existing : [existing]), check] : [check];
  });
}
