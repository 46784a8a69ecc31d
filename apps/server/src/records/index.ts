/** What other features may use of records/ (they import it from here, or its tables from schema.ts). */
export { presentLock } from "./presentLock";
export { loadSignaturesForExport, signaturesFile } from "./signaturesForExport";
export { noteRecord } from "./noteRecord";
export { attributeVersion, loadVersionAuthors, versionAuthorsExtension } from "./versionAuthors";
export { holdsSignedNotes, isSignedNote, noteIsSigned, spacesHoldingRecords } from "./signedNotes";
