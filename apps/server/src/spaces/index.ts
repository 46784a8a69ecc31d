/** What other features may use of spaces/ (they import it from here, or its tables from schema.ts). */
export { seedDemoSpace } from "./seedDemoSpace";
export { authenticateSpaceAccess, authorizeSpace, authorizeSpaceRequest, loadSpaceAccess, spaceTransaction, type SpaceAccess } from "./spaceAccess";
export { demoSeedTargets } from "./demoSeedTargets";
export { findSpaceMember, lockSpace, presentProject } from "./spaceQueries";
export { spaceFileKeys } from "./spaceCommands";
