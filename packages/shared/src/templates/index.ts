export * from "./templateSchemas";
