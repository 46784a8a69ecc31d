import type { FastifyRequest } from "fastify";
import type { Action } from "@eln/shared";
import type { SessionUser } from "../http/context";

type AuthenticateAccess<A> = (req: FastifyRequest, id: string) => Promise<{ me: SessionUser; access: A | null }>;
type Authorize<A> = (access: A | null, action: Action) => A;

/**
 * The first steps of a read route, declared once per kind of resource: authenticate and load the
 * resource with the caller's roles (one round trip, sessionWithAccess) → authorize.
 */
export function authorizedRequest<A>(authenticateAccess: AuthenticateAccess<A>, authorize: Authorize<A>) {
  return async (req: FastifyRequest, id: string, action: Action) => {
    const { me, access } = await authenticateAccess(req, id);
    return { me, access: authorize(access, action) };
  };
}
