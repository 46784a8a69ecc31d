export * from "./messages";
export * from "./limits";
