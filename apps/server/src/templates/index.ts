/** What other features may use of templates/ (they import it from here, or its tables from schema.ts). */
export { seedDemoTemplates } from "./seedDemoTemplates";
