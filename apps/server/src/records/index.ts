/** What other features may use of records/ (they import it from here, or its tables from schema.ts). */
export { presentLock } from "./presentLock";
export { loadSignaturesForExport } from "./signaturesForExport";
export { attributeVersion, loadVersionAuthors, versionAuthorsExtension } from "./versionAuthors";
