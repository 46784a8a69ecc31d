export * from "./noteSchemas";
export * from "./editorSchema";
export * from "./noteEndpoints";
export * from "./versionChanges";
