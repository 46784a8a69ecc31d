export * from "./noteSchemas";
export * from "./editorSchema";
export * from "./noteEndpoints";
