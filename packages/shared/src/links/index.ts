export * from "./linkSchemas";
