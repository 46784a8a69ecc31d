export * from "./ssoSchemas";
