export * from "./attachmentSchemas";
