import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { ssoEndpoints } from "@eln/shared/sso";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { SSO_CODE_TTL_SECONDS } from "@eln/shared/sso";
import { AppError } from "../http/AppError";
import { authenticate } from "../http/authenticate";
import { user } from "../accounts/schema";
import { ssoCodes } from "./schema";
import { matchAllowedRedirect } from "./matchAllowedRedirect";
import { oidcRoutes } from "./oidcRoutes";

const hashCode = (code: string) => createHash("sha256").update(code).digest("hex");

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
    const code = randomBytes(32).toString("base64url");
    target.searchParams.delete("code");
    const redirectUrl = target.toString();
    await db.transaction(async (tx) => {
      // Housekeeping: codes are worthless a minute after issue; keep a day for audit.
      await tx.delete(ssoCodes).where(lt(ssoCodes.expiresAt, sql`now() - interval '1 day'`));
      await tx.insert(ssoCodes).values({
        codeHash: hashCode(code),
        userId: me.id,
        redirectUrl,
        expiresAt: sql`now() + make_interval(secs => ${SSO_CODE_TTL_SECONDS})`,
      });
    });
    target.searchParams.set("code", code);
    return { code, redirectUrl: target.toString(), expiresInSeconds: SSO_CODE_TTL_SECONDS };
  });

  route(app, ssoEndpoints.token, async (req) => {
    if (clientSecret && !sameSecret(req.body.client_secret ?? "", clientSecret)) {
      throw new AppError("unauthenticated", "Invalid client secret.");
    }
    const invalid = () => new AppError("sso_code_invalid", "This sign-in code is invalid or has expired.");
    // Mark used in the same statement that checks it: two exchanges of one code cannot both win.
    const [used] = await db
      .update(ssoCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(ssoCodes.codeHash, hashCode(req.body.code)), isNull(ssoCodes.usedAt), gt(ssoCodes.expiresAt, sql`now()`)))
      .returning({ userId: ssoCodes.userId, redirectUrl: ssoCodes.redirectUrl });
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
