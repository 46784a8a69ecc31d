export * from "./elnSchemas";
export * from "./elnEndpoints";
