export * from "./attachmentSchemas";
export * from "./attachmentEndpoints";
export * from "./formatBytes";
