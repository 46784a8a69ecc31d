export * from "./units";
export * from "./molarMass";
export * from "./materialSchemas";
export * from "./materialMessages";
export * from "./materialApi";
export * from "./purity";
export * from "./materialEndpoints";
