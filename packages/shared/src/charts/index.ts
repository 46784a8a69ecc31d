export * from "./chartSettingsSchema";
