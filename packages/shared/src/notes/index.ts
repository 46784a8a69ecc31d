export * from "./noteSchemas";
export * from "./editorSchema";
