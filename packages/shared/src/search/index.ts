export * from "./normalizeSearchText";
export * from "./highlightText";
export * from "./searchSchemas";
export * from "./searchEndpoints";
