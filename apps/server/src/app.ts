import Fastify, { type FastifyInstance } from "fastify";
import compress from "@fastify/compress";
import zlib from "node:zlib";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppContext } from "./http/context";
import { registerErrorHandler } from "./http/errorHandler";
import { tooManyRequests } from "./http/rateLimits";
import { rejectUnknownFields } from "./http/rejectUnknownFields";
import { redactingRequestSerializer } from "./http/redactUrl";
import { rejectControlChars } from "./http/rejectControlChars";
import { registerJsonBodyParser } from "./http/jsonBody";
import { registerSecurityHeaders } from "./http/securityHeaders";
import { registerReadCache } from "./http/readCache";
import { trackRoutes } from "./http/route";
import { accountRoutes } from "./accounts/accountRoutes";
import { healthRoutes } from "./health/healthRoutes";
import { devMailRoutes } from "./dev/devMailRoutes";
import { shopStatusRoutes } from "./shop/shopStatusRoutes";
import { webAppRoutes } from "./web/webAppRoutes";
import { publicConfigRoutes } from "./web/publicConfigRoutes";
import { featureRoutes } from "./features";
import { metricsRoutes } from "./ops/metricsRoutes";

export interface BuildAppOptions {
  logger?: boolean | object;
}

/** TRUST_PROXY as a hop count: the nearest `hops` peers are trusted proxies. */
const trustHops = (hops: number) => (_addr: string, i: number) => i < hops;

/** The HTTP server with every feature's routes; no listening, so tests can `inject`. */
export async function buildApp(ctx: AppContext, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Tokens in URLs (reset and sign-in links) never reach the logs, the access log included.
    logger:
      opts.logger === false
        ? false
        : { level: ctx.config.logLevel, ...(typeof opts.logger === "object" ? opts.logger : {}), serializers: { req: redactingRequestSerializer as never } },
    // Forwarded headers only from the configured proxies (TRUST_PROXY): anyone can send them.
    trustProxy: typeof ctx.config.trustProxy === "number" ? trustHops(ctx.config.trustProxy) : ctx.config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  });
  app.decorate("ctx", ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  trackRoutes(app);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  rejectUnknownFields(app);
  rejectControlChars(app);

  registerSecurityHeaders(app, ctx.config);
  // Before compression: the cache keeps JSON text, and each answer is compressed for its client.
  registerReadCache(app, ctx.readCache);
  // API JSON and other dynamic answers; built assets are sent pre-compressed (webAppRoutes).
  // Brotli at quality 5: most of the gain of 11 at a small part of the CPU per request.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // Per-route limits of other features, counted in this process (the account, mail and sign-up
  // limits go through http/rateLimits.ts: shared in Redis, in-process when Redis is down).
  await app.register(rateLimit, {
    global: false,
    // The account limits' answer (error.details.retryAfterSeconds, as the web client reads it); the
    // plugin has set the retry-after header already. Its own shape went through the error handler,
    // which kept the code and dropped the wait.
    errorResponseBuilder: (_req, context) => tooManyRequests(context.ttl),
  });
  await app.register(swagger, {
    openapi: { info: { title: "ELN API", version: "1.0.0" }, components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } }, security: [{ bearer: [] }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  await app.register(metricsRoutes);
  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(accountRoutes);
  await app.register(shopStatusRoutes);
  for (const feature of featureRoutes) await app.register(feature);
  if (!ctx.config.production) await app.register(devMailRoutes);
  await app.register(webAppRoutes);
  return app;
}
