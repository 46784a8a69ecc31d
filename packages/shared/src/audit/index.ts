export * from "./auditSchemas";
export * from "./auditEndpoints";
