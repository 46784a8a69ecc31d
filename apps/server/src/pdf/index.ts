/** What other features may use of pdf/ (they import it from here, or its tables from schema.ts). */
export { pdfRoutes } from "./pdfRoutes";
