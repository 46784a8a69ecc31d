import type { FastifyRequest } from "fastify";
import type { Db, DbOrTx } from "../db/client";
import { acceptSession, authenticate, requestToken, type SessionRow } from "../http/authenticate";
import type { SessionUser } from "../http/context";
import { isUuid, unauthenticated } from "./access";

interface SessionWithAccessQuery<Row> {
  execute(params: { token: string; id: string }): Promise<Row[]>;
}

/**
 * Hot read paths: the sign-in check and the caller's access to one resource in ONE round trip.
 * `query` (a preparedQuery) joins the session row to the resource and the caller's roles, with
 * placeholders `token` and `id`; `toAccess` reads the access from its row. When the session is
 * already known, there is no token, or the id cannot exist, the two steps run apart (`load`).
 */
export function sessionWithAccess<Row extends SessionRow, A>(
  query: (db: DbOrTx) => SessionWithAccessQuery<Row>,
  load: (db: Db, id: string, userId: string) => Promise<A | null>,
  toAccess: (row: Row) => A | null,
) {
  return async (req: FastifyRequest, id: string): Promise<{ me: SessionUser; access: A | null }> => {
    const token = requestToken(req);
    if (req.sessionUser !== undefined || !token || !isUuid(id)) {
      const me = await authenticate(req);
      return { me, access: await load(req.server.ctx.db, id, me.id) };
    }
    const [row] = await query(req.server.ctx.db).execute({ token, id });
    const me = await acceptSession(req, token, row);
    if (!me) throw unauthenticated();
    return { me, access: toAccess(row) };
  };
}
