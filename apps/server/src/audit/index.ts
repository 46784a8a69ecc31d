/** What other features may use of audit/ (they import it from here, or its tables from schema.ts). */
export { recordAuditEvent, type AuditInput } from "./recordAuditEvent";
export { auditSignIn } from "./signInAudit";
