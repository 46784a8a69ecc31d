export * from "./spaceSchemas";
