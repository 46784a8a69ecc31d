import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { systemEndpoints } from "@eln/shared";

/** What the web app needs to know before sign-in (analytics id, sign-in methods, feedback link). */
export async function publicConfigRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  route(app, systemEndpoints.config, async () => ({
    gtmId: config.gtmId,
    feedbackUrl: config.feedbackUrl,
    oidc: config.oidc ? { name: config.oidc.name } : null,
    emailLink: true,
    phone: config.phoneSignIn,
  }));
}
