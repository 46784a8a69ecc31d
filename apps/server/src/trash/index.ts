/** What other features may use of trash/ (they import it from here, or its tables from schema.ts). */
export { closeProjectNotes, moveNoteToTrash, moveProjectToTrash, purgeExpiredTrash } from "./trashCommands";
