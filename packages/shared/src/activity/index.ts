export * from "./activitySchemas";
export * from "./activityEndpoints";
