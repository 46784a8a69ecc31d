export * from "./commentSchemas";
export * from "./commentEndpoints";
