export * from "./templateSchemas";
export * from "./templateEndpoints";
