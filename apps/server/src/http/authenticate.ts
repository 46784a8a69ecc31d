import type { FastifyRequest } from "fastify";
import { AppError } from "./AppError";
import type { SessionUser } from "./context";

function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (h && h.startsWith("Bearer ")) return h.slice(7).trim() || null;
  return null;
}

/** Resolves the caller's session from `Authorization: Bearer`; null when anonymous. */
export async function optionalUser(req: FastifyRequest): Promise<SessionUser | null> {
  if (req.sessionUser !== undefined) return req.sessionUser;
  const token = bearerToken(req);
  if (!token) return (req.sessionUser = null);
  const headers = new Headers({ authorization: `Bearer ${token}` });
  const result = await req.server.ctx.auth.api.getSession({ headers });
  if (!result) return (req.sessionUser = null);
  const u = result.user as typeof result.user & { discipline?: string | null; affiliation?: string | null; banned?: boolean | null };
  if (u.banned) throw new AppError("user_disabled", "This account has been disabled.");
  req.sessionToken = result.session.token;
  return (req.sessionUser = {
    id: u.id,
    email: u.email,
    name: u.name,
    discipline: u.discipline ?? null,
    affiliation: u.affiliation ?? null,
  });
}

/** The first step of every signed-in route. */
export async function authenticate(req: FastifyRequest): Promise<SessionUser> {
  const user = await optionalUser(req);
  if (!user) throw new AppError("unauthenticated", "Sign in required");
  return user;
}
