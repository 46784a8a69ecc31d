import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { ssoEndpoints } from "@eln/shared/sso";
import { eq } from "drizzle-orm";
import { SSO_CODE_TTL_SECONDS } from "@eln/shared/sso";
import { AppError } from "../http/AppError";
import { authenticate } from "../http/authenticate";
import { user } from "../accounts/schema";
import { issueSsoCode, redeemSsoCode } from "./ssoCommands";
import { matchAllowedRedirect } from "./matchAllowedRedirect";
import { oidcRoutes } from "./oidcRoutes";

function sameSecret(a: string, b: string) {
  const x = createHash("sha256").update(a).digest();
  const y = createHash("sha256").update(b).digest();
  return timingSafeEqual(x, y);
}

/**
 * The app as identity source for partner sites (docs/design.md §3): the signed-in browser
 * gets a one-time code for an allowlisted partner URL; the partner's server trades it
 * for the user's identity once, within 60 seconds.
 */
export async function ssoRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  // Optional shared secret for partners (SSO_CLIENT_SECRET); when set, the exchange requires it.
  const clientSecret = config.ssoClientSecret;

  route(app, ssoEndpoints.code, async (req) => {
    const me = await authenticate(req);
    const target = matchAllowedRedirect(req.body.redirectUrl, config.ssoAllowedRedirects);
    if (!target) throw new AppError("sso_link_broken", "This sign-in link is broken or missing.");
    target.searchParams.delete("code");
    const code = await issueSsoCode(db, me.id, target.toString());
    target.searchParams.set("code", code);
    return { code, redirectUrl: target.toString(), expiresInSeconds: SSO_CODE_TTL_SECONDS };
  });

  route(app, ssoEndpoints.token, async (req) => {
    if (clientSecret && !sameSecret(req.body.client_secret ?? "", clientSecret)) {
      throw new AppError("unauthenticated", "Invalid client secret.");
    }
    const invalid = () => new AppError("sso_code_invalid", "This sign-in code is invalid or has expired.");
    const used = await redeemSsoCode(db, req.body.code);
    if (!used) throw invalid();
    if (req.body.redirect_uri !== undefined) {
      // Same partner endpoint (origin and path); the query is the partner's own state.
      const given = matchAllowedRedirect(req.body.redirect_uri, config.ssoAllowedRedirects);
      const issued = new URL(used.redirectUrl);
      if (!given || given.origin !== issued.origin || given.pathname !== issued.pathname) throw invalid();
    }
    const [u] = await db
      .select({ id: user.id, email: user.email, name: user.name, banned: user.banned })
      .from(user)
      .where(eq(user.id, used.userId));
    if (!u) throw invalid();
    if (u.banned) throw new AppError("user_disabled", "This account has been disabled.");
    return { id: u.id, email: u.email, name: u.name };
  }, { config: { rateLimit: { max: 120, timeWindow: 60_000 } } });

  await app.register(oidcRoutes);
}
