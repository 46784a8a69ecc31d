export * from "./commentSchemas";
