import type { FastifyRequest } from "fastify";
import { AppError } from "./AppError";
import type { SessionUser } from "./context";

function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (h && h.startsWith("Bearer ")) return h.slice(7).trim() || null;
  return null;
}

/** A session with its user's columns, as the session queries read it. */
export interface SessionRow extends SessionUser {
  sessionId: string;
  expiresAt: Date;
  banned: boolean | null;
  emailVerified: boolean;
}

export interface ResolvedSession {
  sessionId: string;
  user: SessionUser;
}

/**
 * The one session check of the app, for REST and /collab alike. Its queries live with the
 * session tables (accounts/sessionResolver.ts); the app context carries it, so this layer
 * knows what a session is, not where it is stored.
 */
export interface SessionResolver {
  /** Resolves a session token (REST bearer or /collab token); null when unknown or expired. */
  resolve(token: string | null | undefined): Promise<ResolvedSession | null>;
  /** Checks a session row another query read (joined into an access query). */
  check(row: SessionRow | null | undefined): Promise<ResolvedSession | null>;
}

export function requestToken(req: FastifyRequest): string | null {
  const token = bearerToken(req);
  return token && token.length <= 200 ? token : null;
}

/** Checks a session row read for this request (joined into an access query) and remembers the caller. */
export async function acceptSession(req: FastifyRequest, token: string, row: SessionRow | null | undefined): Promise<SessionUser | null> {
  const resolved = await req.server.ctx.sessions.check(row);
  if (!resolved) return (req.sessionUser = null);
  req.sessionToken = token;
  return (req.sessionUser = resolved.user);
}

/** Resolves the caller from `Authorization: Bearer <session token>`; null when anonymous. */
export async function optionalUser(req: FastifyRequest): Promise<SessionUser | null> {
  if (req.sessionUser !== undefined) return req.sessionUser;
  const token = requestToken(req);
  const resolved = await req.server.ctx.sessions.resolve(token);
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
