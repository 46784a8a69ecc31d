export * from "./errorCodes";
