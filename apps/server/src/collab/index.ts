/** What other features may use of collab/ (they import it from here, or its tables from schema.ts). */
export { type CollabContext } from "./authExtension";
export { getCollab } from "./collabServer";
export { LOCK_CHANGED_MESSAGE } from "./lockExtension";
export { updateInMessage } from "./persistenceExtension";
