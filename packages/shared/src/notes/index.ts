export * from "./noteSchemas";
