/** What other features may use of seed/ (they import it from here, or its tables from schema.ts). */
export { demoSeeders } from "./demoSeeders";
