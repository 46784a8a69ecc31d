export * from "./ssoSchemas";
export * from "./ssoEndpoints";
