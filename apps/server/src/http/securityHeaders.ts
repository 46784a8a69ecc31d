import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { Config } from "../config/config";

/**
 * CSP and the other security headers on every answer. helmet's middleware is built once here:
 * @fastify/helmet rebuilds it (parsing every CSP directive) on each request, which cost about 3% of
 * the CPU of an authenticated read under load (`npm run bench -- api`).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, "appUrl" | "gtmId">) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(config.gtmId ? ["https://www.googletagmanager.com"] : [])],
        // MUI/emotion inject style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        // WebSockets to this app only (/collab); 'self' alone does not cover ws: in every browser.
        connectSrc: ["'self'", new URL(config.appUrl).origin.replace(/^http/, "ws"), ...(config.gtmId ? ["https://www.google-analytics.com"] : [])],
        workerSrc: ["'self'", "blob:"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.appUrl.startsWith("https://") ? undefined : false,
  });
  app.addHook("onRequest", (req, reply, done) => setHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)));
}
