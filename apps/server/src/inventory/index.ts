/** What other features may use of inventory/ (they import it from here, or its tables from schema.ts). */
export { noteDrawsByMaterial, syncNoteDraw } from "./noteDraws";
