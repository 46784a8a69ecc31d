import type { FastifyInstance } from "fastify";
import { controlCharFields, V } from "@eln/shared";
import { AppError } from "./AppError";

/**
 * Every text field of every route refuses control characters (the shared rule of
 * `safeText`), checked once here on the parsed body and query: 400 with the field's message,
 * before any handler runs, so nothing is changed.
 */
export function rejectControlChars(app: FastifyInstance) {
  app.addHook("preValidation", async (req) => {
    // Files (a CSV body, uploads) are not text fields: their own parsers decide.
    const body = Buffer.isBuffer(req.body) ? undefined : req.body;
    const bad = [...controlCharFields(body), ...controlCharFields(req.query ?? {})];
    if (typeof req.params === "object" && req.params) bad.push(...controlCharFields(req.params));
    if (bad.length) throw new AppError("validation", "Invalid input", { fields: Object.fromEntries(bad.map((f) => [f, V.controlChars])) });
  });
}
