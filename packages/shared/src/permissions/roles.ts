// The meaning of each role lives here and nowhere else (docs/design.md §3).
export const SpaceRoles = ["owner", "member"] as const;
export type SpaceRole = (typeof SpaceRoles)[number];

export const ProjectRoles = ["owner", "editor", "viewer"] as const;
export type ProjectRole = (typeof ProjectRoles)[number];

export const Actions = [
  "space.read",
  "space.update",
  "space.delete",
  "space.manageMembers",
  "space.createProject",
  "space.leave",
  "project.read",
  "project.update",
  "project.delete",
  "project.manageMembers",
  "project.leave",
  "note.create",
  "note.read",
  "note.update",
  "note.delete",
  "tag.write",
  "attachment.write",
  "attachment.read",
  "noteMaterial.write",
  "material.write",
  "space.audit",
  "space.trash",
  "note.lock",
  "note.sign",
  "note.signAsAuthor",
] as const;
export type Action = (typeof Actions)[number];

/** What the caller is to a resource: their space role and, inside a project, their project role. */
export interface Actor {
  spaceRole: SpaceRole | null;
  projectRole?: ProjectRole | null;
}

const projectWrite: ProjectRole[] = ["owner", "editor"];
const projectRead: ProjectRole[] = ["owner", "editor", "viewer"];

/**
 * The permission table. Space owners may do everything in their space; space
 * members act in a project through their project role. Leaving while the last
 * owner is checked by the command (it needs a count), not here.
 */
export function can(actor: Actor, action: Action): boolean {
  const { spaceRole, projectRole } = actor;
  if (!spaceRole) return false;
  if (spaceRole === "owner") return true;
  switch (action) {
    case "space.read":
    case "space.createProject":
    case "space.leave":
    case "material.write":
      return true;
    case "space.update":
    case "space.delete":
    case "space.manageMembers":
    case "space.audit":
    case "space.trash":
      return false;
    // Reviewing and approving are signatures too, so readers may sign (and witness); signing as
    // the author (note.signAsAuthor) claims the text, so only those who may write it.
    case "project.read":
    case "note.read":
    case "attachment.read":
    case "project.leave":
    case "note.sign":
      return !!projectRole && projectRead.includes(projectRole);
    case "project.update":
    case "project.delete":
    case "project.manageMembers":
    case "note.lock":
      return projectRole === "owner";
    case "note.create":
    case "note.signAsAuthor":
    case "note.update":
    case "note.delete":
    case "tag.write":
    case "attachment.write":
    case "noteMaterial.write":
      return !!projectRole && projectWrite.includes(projectRole);
  }
}

/** Abilities sent with a resource so the web app hides what the caller may not do. */
export function abilitiesFor<A extends Action>(actor: Actor, actions: readonly A[]): Record<A, boolean> {
  return Object.fromEntries(actions.map((a) => [a, can(actor, a)])) as Record<A, boolean>;
}

export const ProjectAbilityActions = [
  "project.update",
  "project.delete",
  "project.manageMembers",
  "note.create",
  "note.update",
  "note.delete",
  "tag.write",
  "attachment.write",
  "noteMaterial.write",
] as const satisfies readonly Action[];

export const SpaceAbilityActions = [
  "space.update",
  "space.delete",
  "space.manageMembers",
  "space.createProject",
  "space.audit",
  "space.trash",
] as const satisfies readonly Action[];
