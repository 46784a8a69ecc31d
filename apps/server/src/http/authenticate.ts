import type { FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import { session, user } from "../accounts/schema";
import { SESSION_EXPIRES_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "../accounts/createAuth";
import { AppError } from "./AppError";
import type { SessionUser } from "./context";

function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (h && h.startsWith("Bearer ")) return h.slice(7).trim() || null;
  return null;
}

/**
 * Resolves the caller from `Authorization: Bearer <session token>`; null when anonymous.
 * Better Auth creates and revokes sessions; checking one is a single indexed query
 * here (Better Auth's getSession costs ~25× more per request, see `npm run bench`).
 * Its sliding expiry is kept: a session used after `updateAge` is extended.
 */
export async function optionalUser(req: FastifyRequest): Promise<SessionUser | null> {
  if (req.sessionUser !== undefined) return req.sessionUser;
  const token = bearerToken(req);
  if (!token || token.length > 200) return (req.sessionUser = null);
  const { db } = req.server.ctx;
  const [row] = await db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      id: user.id,
      email: user.email,
      name: user.name,
      discipline: user.discipline,
      affiliation: user.affiliation,
      banned: user.banned,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, token))
    .limit(1);
  const now = Date.now();
  if (!row || row.expiresAt.getTime() <= now) return (req.sessionUser = null);
  if (row.banned) throw new AppError("user_disabled", "This account has been disabled.");
  if (row.expiresAt.getTime() - now < (SESSION_EXPIRES_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000) {
    await db
      .update(session)
      .set({ expiresAt: new Date(now + SESSION_EXPIRES_SECONDS * 1000), updatedAt: new Date(now) })
      .where(eq(session.id, row.sessionId));
  }
  req.sessionToken = token;
  return (req.sessionUser = { id: row.id, email: row.email, name: row.name, discipline: row.discipline, affiliation: row.affiliation });
}

/** The first step of every signed-in route. */
export async function authenticate(req: FastifyRequest): Promise<SessionUser> {
  const u = await optionalUser(req);
  if (!u) throw new AppError("unauthenticated", "Sign in required");
  return u;
}
