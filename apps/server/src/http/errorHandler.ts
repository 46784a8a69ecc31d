import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorBody } from "@eln/shared";
import { AppError, appErrorBody } from "./AppError";

function isDatabaseDown(err: unknown, depth = 0): boolean {
  // Drizzle wraps the driver's error ("Failed query: ...") and keeps it as `cause`.
  const cause = (err as { cause?: unknown })?.cause;
  if (cause && depth < 3 && isDatabaseDown(cause, depth + 1)) return true;
  const code = (err as { code?: string })?.code;
  const msg = String((err as Error)?.message ?? "");
  return (
    code === "ECONNREFUSED" ||
    code === "ECONNRESET" ||
    code === "57P01" ||
    code === "53300" ||
    /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(msg)
  );
}

/** Every failure leaves as the shared error shape with a stable code. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    let body: ErrorBody;
    let status: number;
    if (err instanceof AppError) {
      status = err.status;
      body = appErrorBody(err);
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      status = 400;
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const key = v.instancePath.replace(/^\//, "").replace(/\//g, ".") || "_";
        fields[key] ??= v.message ?? "validation.invalid";
      }
      body = { error: { code: "validation", message: "Invalid input", fields } };
    } else if (err.statusCode === 429) {
      status = 429;
      body = { error: { code: "too_many_requests", message: "Too many requests. Please try again later." } };
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      const code = status === 404 ? "not_found" : status === 413 ? "file_too_large" : status === 401 ? "unauthenticated" : "validation";
      body = { error: { code, message: err.message } };
    } else if (isDatabaseDown(err)) {
      status = 503;
      req.log.warn({ err }, "database unavailable");
      body = { error: { code: "service_unavailable", message: "Service temporarily unavailable" } };
    } else {
      status = 500;
      req.log.error({ err }, "unhandled error");
      body = { error: { code: "internal", message: "An unexpected error occurred." } };
    }
    if (status === 503) reply.header("retry-after", "5");
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ error: { code: "not_found", message: "Not found" } } satisfies ErrorBody);
  });
}
