import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { route } from "../http/route";
import { accountEndpoints, safeRedirect } from "@eln/shared";
import { AppError } from "../http/AppError";
import { OIDC_PROVIDER_ID, presentUser } from "../accounts";

function requestHeaders(req: FastifyRequest): Headers {
  const h = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const x of v) h.append(k, x);
    else h.set(k, String(v));
  }
  return h;
}

function copySetCookies(from: Headers, reply: FastifyReply) {
  const cookies = from.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
}

/**
 * Sign-in with an external OpenID Connect provider (Better Auth genericOAuth):
 * start → provider → Better Auth's callback (sets a session cookie) → /auth/complete
 * in the web app, which trades the cookie for our bearer answer once.
 */
export async function oidcRoutes(app: FastifyInstance) {
  const { auth, config } = app.ctx;

  route(app, accountEndpoints.oidcStart, async (req, reply) => {
    if (!config.oidc) throw new AppError("not_found", "OpenID Connect sign-in is not configured.");
    const next = safeRedirect(req.query.redirectUrl);
    const { headers, response } = await auth.api.signInSocial({
      body: {
        provider: OIDC_PROVIDER_ID,
        callbackURL: `/auth/complete?redirectUrl=${encodeURIComponent(next)}`,
        errorCallbackURL: "/auth/complete",
        newUserCallbackURL: `/auth/complete?redirectUrl=${encodeURIComponent(next)}`,
        disableRedirect: true,
      },
      headers: requestHeaders(req),
      returnHeaders: true,
    });
    if (!response?.url) throw new AppError("service_unavailable", "The sign-in provider is not reachable.");
    copySetCookies(headers, reply);
    return reply.redirect(response.url, 302);
  }, { config: { rateLimit: { max: 30, timeWindow: 60_000 } } });

  // Better Auth's own callback for the provider (the only raw /api/auth path exposed).
  route(app, accountEndpoints.oidcCallback, async (req, reply) => {
    const url = new URL(req.url, config.appUrl);
    const res = await auth.handler(new Request(url, { method: "GET", headers: requestHeaders(req) }));
    reply.status(res.status);
    copySetCookies(res.headers, reply);
    const location = res.headers.get("location");
    if (location) reply.header("location", location);
    reply.header("cache-control", "no-store");
    const body = await res.text();
    return reply.send(body || undefined);
  });

  // Hands the session Better Auth put in a cookie over to the web app as a bearer token, once.
  route(app, accountEndpoints.oidcSession, async (req, reply) => {
    const ctx = await auth.$context;
    const cookieName = ctx.authCookies.sessionToken.name;
    const clear = `${cookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${config.appUrl.startsWith("https://") ? "; Secure" : ""}`;
    const cookie = req.headers.cookie;
    const session = cookie ? await auth.api.getSession({ headers: new Headers({ cookie }) }) : null;
    reply.header("set-cookie", clear);
    if (!session) throw new AppError("unauthenticated", "Sign in required");
    const u = session.user as typeof session.user & { banned?: boolean | null };
    if (u.banned) {
      await ctx.internalAdapter.deleteSession(session.session.token);
      throw new AppError("user_disabled", "This account has been disabled.");
    }
    return { token: session.session.token, user: presentUser(u) };
  });
}
