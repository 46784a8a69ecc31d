import type { FastifyRequest } from "fastify";
import type { Action } from "@eln/shared";
import type { Db, Tx } from "../db/client";
import { authenticate } from "../http/authenticate";
import type { SessionUser } from "../http/context";
import { isUuid } from "./access";

type Load<A> = (db: Db, id: string, userId: string) => Promise<A | null>;
type Authorize<A> = (access: A | null, action: Action) => A;
/** Locks the resource's row for `action` (it may lock only for some actions). */
type Lock = (tx: Tx, id: string, action: Action) => Promise<void>;

/**
 * The pipeline of a write route, declared once per kind of resource: authenticate → in one
 * transaction, load the resource with the caller's roles → authorize → run the command. Loading
 * inside the transaction means the roles checked are the ones the write sees. With `lock`, the
 * resource's row is locked first, before it is loaded: what authorize judges cannot change
 * until the write commits (concurrent membership changes run one after another; a note's lock
 * waits for its writers). `action` may depend on the caller (removing oneself is leaving).
 */
export function authorizedTransaction<A>(load: Load<A>, authorize: Authorize<A>, lock?: Lock) {
  return async <T>(req: FastifyRequest, id: string, action: Action | ((me: SessionUser) => Action), run: (tx: Tx, access: A, me: SessionUser) => Promise<T>): Promise<T> => {
    const me = await authenticate(req);
    const act = typeof action === "function" ? action(me) : action;
    return req.server.ctx.db.transaction(async (tx) => {
      if (lock && isUuid(id)) await lock(tx, id, act);
      return run(tx, authorize(await load(tx as unknown as Db, id, me.id), act), me);
    });
  };
}
