export * from "./recordSchemas";
export * from "./recordEndpoints";
