export * from "./activitySchemas";
