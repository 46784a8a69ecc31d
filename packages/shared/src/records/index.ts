export * from "./recordSchemas";
