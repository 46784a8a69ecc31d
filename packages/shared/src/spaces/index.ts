export * from "./spaceSchemas";
export * from "./spaceEndpoints";
export * from "./projectEndpoints";
