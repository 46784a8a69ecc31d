import type { FastifyInstance } from "fastify";
import { parse } from "secure-json-parse";
import { AppError } from "./AppError";

/**
 * JSON bodies as Fastify parses them (secure-json-parse, refusing prototype poisoning), with an
 * answer that says what was wrong: Fastify's own parser calls a valid body holding `__proto__`
 * "not valid JSON", which sends whoever reads it looking for a syntax error.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
    const text = body as string;
    if (text.trim() === "") return done(new AppError("validation", "The request body is empty; send a JSON value."), undefined);
    try {
      done(null, parse(text, undefined, { protoAction: "error", constructorAction: "error" }));
    } catch (err) {
      const poisoned = /prototype/i.test((err as Error).message);
      done(new AppError("validation", poisoned ? "The request body names a forbidden key (__proto__ or constructor.prototype)." : "The request body is not valid JSON."), undefined);
    }
  });
}
