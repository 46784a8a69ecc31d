import { can, type Action, type Actor, type ProjectRole, type SpaceRole } from "@eln/shared";
import { AppError } from "../http/AppError";

/*
 * The authorize step shared by every feature. Loading a resource together with the caller's
 * roles is each feature's own query (spaces/spaceAccess.ts, projects/projectAccess.ts,
 * notes/noteAccess.ts): this layer knows roles and abilities, not tables.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);

/**
 * The authorize step: what the caller may not see answers 404 (ids cannot be
 * probed); what they see but may not change answers 403.
 */
export function authorize<T extends { actor: Actor }>(access: T | null, action: Action, readAction: Action): T {
  if (!access || !can(access.actor, readAction)) throw new AppError("not_found", "Not found");
  if (!can(access.actor, action)) throw new AppError("forbidden", "You do not have permission to do this.");
  return access;
}

/** The caller's roles as a query reads them from the member tables: text, null where they are no member. */
export const actorOf = (spaceRole: string | null, projectRole: string | null = null): Actor => ({
  spaceRole: (spaceRole as SpaceRole | null) ?? null,
  projectRole: (projectRole as ProjectRole | null) ?? null,
});

export const unauthenticated = () => new AppError("unauthenticated", "Sign in required");
