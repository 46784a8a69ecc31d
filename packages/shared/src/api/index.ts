export * from "./endpoint";
export * from "./endpointMethods";
export * from "./itemEndpoints";
export * from "./common";
