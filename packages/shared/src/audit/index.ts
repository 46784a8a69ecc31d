export * from "./auditSchemas";
