export * from "./normalizeSearchText";
export * from "./highlightText";
export * from "./searchSchemas";
