export * from "./linkSchemas";
export * from "./linkEndpoints";
