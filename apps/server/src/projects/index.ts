/** What other features may use of projects/ (they import it from here, or its tables from schema.ts). */
export { authenticateProjectAccess, authorizeProject, authorizeProjectRequest, loadProjectAccess, projectIdsAllowing, type ProjectAccess } from "./projectAccess";
export { ensureProjectOwner, lockProject } from "./projectMemberCommands";
