export * from "./inventorySchemas";
export * from "./inventoryMessages";
export * from "./orderFlow";
export * from "./packSize";
export * from "./containerCsv";
export * from "./storageLimits";
export * from "./labelLayouts";
export * from "./inventoryEndpoints";
