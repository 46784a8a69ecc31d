export * from "./auditSchemas";
export * from "./auditEndpoints";
export * from "./auditDays";
