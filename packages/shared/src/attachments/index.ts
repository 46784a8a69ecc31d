export * from "./attachmentSchemas";
export * from "./attachmentEndpoints";
