export * from "./endpoint";
export * from "./endpointMethods";
export * from "./common";
