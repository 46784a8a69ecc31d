/** What other features may use of attachments/ (they import it from here, or its tables from schema.ts). */
export { cleanContentType, createAttachment } from "./attachmentCommands";
export { attachCopies, copiedIds, copyStoredFiles, imageIdsIn, readableAttachments, relinkImages, type CopiedFile, type SourceFile } from "./copyImages";
export { seedDemoAttachments } from "./seedDemoAttachments";
export { type Storage } from "./storage/Storage";
export { DurableBatch } from "./storage/durableFile";
export { deleteStoredFiles } from "./deleteStoredFiles";
export { createStorage } from "./storage/createStorage";
export { mountTusEndpoint, parseUploadMetadata, tusDatastore } from "./tusEndpoint";
