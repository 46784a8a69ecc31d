/** What other features may use of shop/ (they import it from here, or its tables from schema.ts). */
export { seedShopDemo } from "./seedShopDemo";
