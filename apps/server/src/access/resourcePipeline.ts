import type { Action } from "@eln/shared";
import type { Db, DbOrTx, Tx } from "../db/client";
import type { SessionRow } from "../http/authenticate";
import { authorizedRequest } from "./authorizedRequest";
import { authorizedTransaction } from "./authorizedTransaction";
import { sessionWithAccess } from "./sessionWithAccess";

interface ResourceParts<Row extends SessionRow, A> {
  /** The resource and the caller's roles; null when it does not exist or they may not see it. */
  load: (db: Db, id: string, userId: string) => Promise<A | null>;
  authorize: (access: A | null, action: Action) => A;
  /** The session row joined to the resource and the caller's roles (placeholders `token`, `id`). */
  sessionQuery: (db: DbOrTx) => { execute(params: { token: string; id: string }): Promise<Row[]> };
  toAccess: (row: Row) => A | null;
  /** Locks the resource's row, so membership changes of one resource run one after another. */
  lock: (tx: Tx, id: string) => Promise<void>;
}

/**
 * Every route pipeline of one kind of resource, from its parts: `authenticateAccess` (sign-in
 * check and access in one round trip), `authorizeRequest` (a read route's first steps),
 * `transaction` (a write: load → authorize → run in one transaction) and `lockedTransaction`
 * (the same with the row locked first).
 */
export function resourcePipeline<Row extends SessionRow, A>(parts: ResourceParts<Row, A>) {
  const authenticateAccess = sessionWithAccess(parts.sessionQuery, parts.load, parts.toAccess);
  return {
    authenticateAccess,
    authorizeRequest: authorizedRequest(authenticateAccess, parts.authorize),
    transaction: authorizedTransaction(parts.load, parts.authorize),
    lockedTransaction: authorizedTransaction(parts.load, parts.authorize, parts.lock),
  };
}
