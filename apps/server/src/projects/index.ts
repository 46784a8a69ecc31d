/** What other features may use of projects/ (they import it from here, or its tables from schema.ts). */
export { authenticateProjectAccess, authorizeProject, authorizeProjectRequest, loadProjectAccess, type ProjectAccess } from "./projectAccess";
