export * from "./disciplines";
export * from "./accountSchemas";
export * from "./accountEndpoints";
export * from "./safeRedirect";
