/** What other features may use of notes/ (they import it from here, or its tables from schema.ts). */
export { doc, h, ol, p, table, tasks } from "./docBuilders";
export { liveNotes, type LiveNotes } from "./liveNotes";
export { authenticateNoteAccess, anyLockedNote, authorizeNote, holdOpenNote, holdOpenNoteForUpdate, mayOnNote, authorizeNoteRequest, loadNoteAccess, noteAuditEvent, noteTransaction, loadNoteText, contentNow, type NoteAccess, type NoteMeta, type NoteRow } from "./noteAccess";
export { createNote } from "./noteCommands";
export { copySections, docFromJson, snapshotOf, type DocSnapshot, type NoteContent, type PmNode } from "./noteDocument";
export { loadPeople, loadTagsOfNotes, personRef, presentSummaries } from "./notePresenter";
export { loadPendingUpdates, loadStoredDoc, sameAsStored, writeNoteState, writeVersion } from "./noteVersions";
export { versionAtSigning } from "./noteVersionCommands";
export { seedDemoNotes } from "./seedDemoNotes";
