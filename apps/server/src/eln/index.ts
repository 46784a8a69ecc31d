/** What other features may use of eln/ (they import it from here, or its tables from schema.ts). */
export { EMPTY_SECTION, noteHtmlFile } from "./noteHtml";
