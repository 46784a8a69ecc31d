export * from "./endpoint";
export * from "./common";
