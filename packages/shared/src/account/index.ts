export * from "./disciplines";
export * from "./accountSchemas";
