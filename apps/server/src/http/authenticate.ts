import type { FastifyRequest } from "fastify";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { session, user } from "../accounts/schema";
import { SESSION_EXPIRES_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "../accounts/createAuth";
import { AppError } from "./AppError";
import type { SessionUser } from "./context";

function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (h && h.startsWith("Bearer ")) return h.slice(7).trim() || null;
  return null;
}

/** The session and user columns every signed-in request reads (also joined into access queries). */
export const sessionColumns = {
  sessionId: session.id,
  expiresAt: session.expiresAt,
  id: user.id,
  email: user.email,
  name: user.name,
  discipline: user.discipline,
  affiliation: user.affiliation,
  banned: user.banned,
  emailVerified: user.emailVerified,
};
export interface SessionRow {
  sessionId: string;
  expiresAt: Date;
  id: string;
  email: string;
  name: string;
  discipline: string | null;
  affiliation: string | null;
  banned: boolean | null;
  emailVerified: boolean;
}

export interface ResolvedSession {
  sessionId: string;
  user: SessionUser;
}

export function requestToken(req: FastifyRequest): string | null {
  const token = bearerToken(req);
  return token && token.length <= 200 ? token : null;
}

/**
 * The one session check of the app, for REST and /collab alike. Null when the row is missing or
 * expired; `user_disabled` when the account is disabled. Better Auth's sliding expiry is kept: a
 * session used after `updateAge` is extended.
 */
async function checkSessionRow(db: Db, row: SessionRow | null | undefined): Promise<ResolvedSession | null> {
  const now = Date.now();
  if (!row || row.expiresAt.getTime() <= now) return null;
  if (row.banned) throw new AppError("user_disabled", "This account has been disabled.");
  if (row.expiresAt.getTime() - now < (SESSION_EXPIRES_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000) {
    await db
      .update(session)
      .set({ expiresAt: new Date(now + SESSION_EXPIRES_SECONDS * 1000), updatedAt: new Date(now) })
      .where(eq(session.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    user: { id: row.id, email: row.email, name: row.name, discipline: row.discipline, affiliation: row.affiliation, emailVerified: row.emailVerified },
  };
}

/**
 * The session query of every signed-in request: a single indexed query (Better Auth's getSession
 * costs ~25× more per request, see `npm run bench`), built once per database and prepared by name,
 * so neither drizzle nor PostgreSQL plans it again on each request.
 */
const sessionQueries = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>();
function prepareSessionQuery(db: Db) {
  return db
    .select(sessionColumns)
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("eln_session_by_token");
}

/** Resolves a session token (REST bearer or /collab token); null when unknown or expired. */
export async function resolveSession(db: Db, token: string | null | undefined): Promise<ResolvedSession | null> {
  if (!token || token.length > 200) return null;
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = prepareSessionQuery(db)));
  const [row] = await query.execute({ token });
  return checkSessionRow(db, row);
}

/** Checks a session row read for this request (joined into an access query) and remembers the caller. */
export async function acceptSession(req: FastifyRequest, token: string, row: SessionRow | null | undefined): Promise<SessionUser | null> {
  const resolved = await checkSessionRow(req.server.ctx.db, row);
  if (!resolved) return (req.sessionUser = null);
  req.sessionToken = token;
  return (req.sessionUser = resolved.user);
}

/** Resolves the caller from `Authorization: Bearer <session token>`; null when anonymous. */
export async function optionalUser(req: FastifyRequest): Promise<SessionUser | null> {
  if (req.sessionUser !== undefined) return req.sessionUser;
  const token = requestToken(req);
  const resolved = await resolveSession(req.server.ctx.db, token);
  if (!resolved) return (req.sessionUser = null);
  req.sessionToken = token!;
  return (req.sessionUser = resolved.user);
}

/** The first step of every signed-in route. */
export async function authenticate(req: FastifyRequest): Promise<SessionUser> {
  const u = await optionalUser(req);
  if (!u) throw new AppError("unauthenticated", "Sign in required");
  return u;
}
