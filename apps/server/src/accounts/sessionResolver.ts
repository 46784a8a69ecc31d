import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedQuery } from "../db/preparedQuery";
import type { ResolvedSession, SessionResolver, SessionRow } from "../http/authenticate";
import { session, user } from "./schema";
import { SESSION_EXPIRES_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./createAuth";
import { AppError } from "../http/AppError";

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
const sessionQuery = preparedQuery((db) =>
  db
    .select(sessionColumns)
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("eln_session_by_token"),
);

async function resolveSession(db: Db, token: string | null | undefined): Promise<ResolvedSession | null> {
  if (!token || token.length > 200) return null;
  const [row] = await sessionQuery(db).execute({ token });
  return checkSessionRow(db, row);
}

/** The session resolver the app context carries (http/authenticate.ts asks it). */
export function sessionResolver(db: Db): SessionResolver {
  return { resolve: (token) => resolveSession(db, token), check: (row) => checkSessionRow(db, row) };
}
