import type { FastifyInstance } from "fastify";
import { phoneSignInEnabled } from "../accounts/phoneSignInEnabled";

/** What the web app needs to know before sign-in (analytics id, sign-in methods, feedback link). */
export async function publicConfigRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  app.get("/api/config", { schema: { tags: ["ops"] } }, async () => ({
    gtmId: config.gtmId,
    feedbackUrl: process.env.FEEDBACK_URL ?? "mailto:feedback@eln.local?subject=ELN%20feedback",
    oidc: config.oidc ? { name: config.oidc.name } : null,
    emailLink: true,
    phone: phoneSignInEnabled(),
  }));
}
