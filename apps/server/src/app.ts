import Fastify, { type FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppContext } from "./http/context";
import { registerErrorHandler } from "./http/errorHandler";
import { rejectUnknownFields } from "./http/rejectUnknownFields";
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

/** The HTTP server with every feature's routes; no listening, so tests can `inject`. */
export async function buildApp(ctx: AppContext, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: ctx.config.logLevel },
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
  });
  app.decorate("ctx", ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  rejectUnknownFields(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(ctx.config.gtmId ? ["https://www.googletagmanager.com"] : [])],
        // MUI/emotion inject style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", "ws:", "wss:", ...(ctx.config.gtmId ? ["https://www.google-analytics.com"] : [])],
        workerSrc: ["'self'", "blob:"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: ctx.config.appUrl.startsWith("https://") ? undefined : false,
  });
  await app.register(rateLimit, {
    global: false,
    ...(ctx.redis ? { redis: ctx.redis, nameSpace: "eln-rl:", skipOnError: true } : {}),
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      error: { code: "too_many_requests", message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.` },
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
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
